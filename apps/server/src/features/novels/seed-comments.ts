import type { Db } from '../../platform/db/tables.js';
import type { DemoCommentedWork, DemoCommentThread } from '../comments/index.js';
import { novelsDb } from './books.js';
import { NOVEL_BUSY_TYPE } from './targets.js';

/**
 * What readers said under the demo books (the comments feature stores them, through its seeding
 * surface): about the story as far as its chapters go, with the writer answering now and then.
 */
const BOOK_COMMENTS: Record<string, DemoCommentThread[]> = {
  雾港来信: [
    {
      text: '“别让周三的船靠岸”这一句开头就把我抓住了，半夜看完第一章不敢关灯',
      replies: [
        { text: '同款，看到邮筒那段后背一凉' },
        { text: '谢谢喜欢，周三的船后面会有交代的～', byAuthor: true },
      ],
    },
    {
      text: '沈砚这个人物写得很克制，不是那种什么都懂的主角，喜欢',
      replies: [{ text: '对，他查信的那几段特别真实，像真的夜班职员' }],
    },
    { text: '雾港的氛围感太强了，潮湿、昏黄、汽笛声，全都有画面' },
    {
      text: '有没有人猜到写信的是谁？我怀疑是十年后的他自己',
      replies: [
        { text: '太明显了反而不像，我赌是邮局老局长' },
        { text: '不剧透，但你们可以留意一下信纸', byAuthor: true },
      ],
    },
  ],
  青灯照剑: [
    {
      text: '灯影里看剑法这个设定太美了，很有老派武侠的味道',
      replies: [{ text: '栖云寺雪夜那一章我看了三遍' }],
    },
    { text: '阿灯添了十二年灯，一招一式都是从灯火里悟出来的，比天降神功有说服力多了' },
    {
      text: '求更新！江湖上的人什么时候找上门？',
      replies: [{ text: '下一卷就下山了，别急～', byAuthor: true }],
    },
  ],
  星舰上的面包房: [
    {
      text: '在飞船上种麦子烤面包，这个脑洞太温柔了',
      replies: [
        { text: '营养块吃了一百四十年，第一口面包的描写我真的看饿了' },
        { text: '同意，深夜看这本是折磨' },
      ],
    },
    { text: '林麦好可爱，科幻里少见这么有烟火气的主角' },
    {
      text: '货舱那袋麦种的来历会讲吗？感觉有大秘密',
      replies: [{ text: '会的，和远帆号出发时的一个决定有关', byAuthor: true }],
    },
  ],
  长安小吏: [
    {
      text: '小人物查粮案，账目写得比很多历史文都扎实，作者是做过功课的',
      replies: [{ text: '算盘那段看得我都想学珠算了' }],
    },
    { text: '盛世底下的饥民，这个反差写得人心里发紧' },
    {
      text: '裴九会不会被上面的人灭口啊，好担心',
      replies: [
        { text: '书吏的命也是命，他比你想的聪明', byAuthor: true },
        { text: '作者都这么说了，我放心了一半' },
      ],
    },
  ],
  晚风与你: [
    {
      text: '十年后在码头重逢，这个设定我直接哭了',
      replies: [{ text: '陆沉吹口琴那段好好嗑' }, { text: '求你们别说了我还没看到' }],
    },
    { text: '海边小城的夏天写得好有画面，想去看海了' },
    { text: '许知夏当年为什么不告而别？坐等解释' },
  ],
  云梦修行录: [
    {
      text: '别人修仙打打杀杀，这对师徒钓鱼种菜，看得好解压',
      replies: [
        { text: '师父太懒了哈哈，徒弟操碎了心' },
        { text: '慢一点也挺好，修行本来就急不得', byAuthor: true },
      ],
    },
    { text: '水位一夜退了三尺，平静日子要结束了吗？有点舍不得' },
  ],
  咖啡馆的第七个座位: [
    {
      text: '那杯没人喝的热拿铁，看到最后才明白是在等谁，眼眶一热',
      replies: [{ text: '别剧透啊！我才看到第三章' }],
    },
    { text: '每个熟客都有自己的故事，像在老城区的巷子里坐了一下午' },
    { text: '苏禾好温柔，想去这样的咖啡馆打工' },
  ],
  山海药铺: [
    {
      text: '付的不是银子而是一段故事，这个设定绝了',
      replies: [{ text: '掉了鳞的河伯那个故事好暖' }],
    },
    { text: '每个来抓药的妖怪都有自己的小故事，像在看一本温柔的志怪集' },
  ],
};

/**
 * The demo books' comments, for the comments feature to store: found by title among the books the novels
 * seed just wrote, each with its author and start.
 */
export async function novelDemoComments(db: Db): Promise<DemoCommentedWork[]> {
  const titles = Object.keys(BOOK_COMMENTS);
  const books = await novelsDb(db)
    .selectFrom('novelBooks')
    .select(['id', 'title', 'authorId', 'createdAt'])
    .where('title', 'in', titles)
    .orderBy('id')
    .execute();
  // A title written twice (a reader's own book of the same name) keeps the demo one, the first.
  const seen = new Set<string>();
  return books.flatMap((book) => {
    if (seen.has(book.title)) return [];
    seen.add(book.title);
    return [
      {
        busyType: NOVEL_BUSY_TYPE,
        busyCode: Number(book.id),
        authorId: Number(book.authorId),
        createdAt: Number(book.createdAt),
        threads: BOOK_COMMENTS[book.title]!,
      },
    ];
  });
}
