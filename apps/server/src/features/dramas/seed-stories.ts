import type { content } from '@fox/contracts';

/**
 * The short dramas of the demo world. `creator` is the public ID of a demo user; `cover` names the drama's
 * own cover, demo-media/covers/<cover>.jpg (made from the title by scripts/make-drama-covers.ts);
 * `firstClip` names the clip in demo-media/manifest.json the first episode replays, the others playing the
 * shipped clips in turn from there. `beats` are the episodes' lines, written `|`-separated a few to a
 * source line; each episode's title is 第N集 and its line. Prices are yuan.
 */
export interface DemoDrama {
  creator: string;
  title: string;
  intro: string;
  categoryName: string;
  cover: string;
  firstClip: string;
  freeCount: number;
  singlePrice: number;
  playletPrice: number;
  isPlatform: boolean;
  state: content.ContentState;
  /** Why the platform took it down (CompelOff), as its creator is told. */
  rejectReason?: string;
  playCount: number;
  daysAgo: number;
  beats: string[];
}

export const beats = (...lines: string[]) => lines.join('|').split('|');

/** The first six; the rest of the shelf is in seed-stories-more.ts. */
export const firstDramas: DemoDrama[] = [
  {
    creator: '10000001',
    title: '归途',
    intro:
      '在上海打拼十年的林夏，因父亲病重回到江南小镇。老宅、旧友和一桩没说出口的往事，让她在留下与离开之间反复徘徊。',
    categoryName: '都市',
    cover: 'homecoming',
    firstClip: 'drama-teaser',
    freeCount: 5,
    singlePrice: 0.8,
    playletPrice: 12.9,
    isPlatform: false,
    state: 'OnShelf',
    playCount: 386_200,
    daysAgo: 2,
    beats: beats(
      '十年未归，一通电话|小镇的雨还是那样下|父亲的病房外|老宅里的旧信|他还在镇上开书店',
      '当年不告而别的原因|弟弟的秘密账本|拆迁通知贴上了门|母亲留下的那把钥匙|上海来的催促电话',
      '书店里的争吵|父亲终于开口|一场暴雨，断了回城的路|账本背后的人|老同学的婚礼',
      '她替弟弟还了债|拆迁会上的对峙|他递来的一张车票|父亲出院那天|升职邮件与辞职信',
      '旧信的最后一页|码头上的告别|回来，是为了留下|归途（大结局）',
    ),
  },
  {
    creator: '10000003',
    title: '长安雪',
    intro:
      '天宝年间，长安大雪三日。御史之女沈知微为查父亲冤案，女扮男装入大理寺，与冷面少卿裴昭一同追查一桩牵动朝堂的旧案。',
    categoryName: '古装',
    cover: 'changan-snow',
    firstClip: 'xian-lanterns',
    freeCount: 10,
    singlePrice: 1,
    playletPrice: 29.9,
    isPlatform: true,
    state: 'OnShelf',
    playCount: 1_268_000,
    daysAgo: 9,
    beats: beats(
      '长安落雪，御史下狱|沈府被抄|女扮男装入大理寺|冷面少卿裴昭|第一桩命案|雪夜验尸',
      '西市胡商|一枚带血的玉佩|少卿起疑|身份险些败露|平康坊的歌女|父亲留下的暗语',
      '宫宴惊变|刺客的刀|裴昭受伤|同乘一骑出城|驿站夜谈|旧案卷宗失踪',
      '太子召见|东宫的棋局|雪中信鸽|奸细就在身边|大理寺失火|她救了他',
      '真相的一角|裴家旧事|两家世仇|心意难言|上元灯会|灯下的约定',
      '宰相寿宴|一纸婚约|拒婚|御前对质|证人暴毙|城门夜封',
      '逃出长安|潼关风雪|边关故人|父亲的旧部|密信入京|再回长安',
      '身份揭穿|裴昭的选择|天牢相见|以身为饵|太子的真面目|宫门之变',
      '血染朱雀街|一道圣旨|翻案|父亲出狱|裴昭请辞|离京',
      '江南春信|故人来访|最后一桩案|雪落无声|长安再相逢|长安雪（大结局）',
    ),
  },
  {
    creator: '10000010',
    title: '雾港迷踪',
    intro:
      '海港小城接连发生三起失踪案，失踪者在最后一晚都收到同一张旧船票。刑警周衍和回乡的记者许棠，循着雾中的汽笛声，找到一段被刻意遗忘的往事。',
    categoryName: '悬疑',
    cover: 'foggy-harbour',
    firstClip: 'bund-night',
    freeCount: 3,
    singlePrice: 1.2,
    playletPrice: 19.9,
    isPlatform: false,
    state: 'OnShelf',
    playCount: 158_900,
    daysAgo: 1,
    beats: beats(
      '雾夜汽笛|第三个失踪者|一张旧船票|记者许棠回乡|渔港的目击者|灯塔看守人',
      '二十年前的海难|名单上的名字|警局里的内鬼|消失的监控|许棠被跟踪|沉船打捞',
      '船长的女儿|第四张船票|雾中对峙|周衍停职|旧报社的档案|幸存者的谎言',
      '灯塔下的密室|一盘录音带|父亲的名字|许棠失联|最后一班渡轮|凶手的动机',
      '海上追逐|真相浮出水面|迟到二十年的道歉|审讯室|雾散|雾港迷踪（大结局）',
    ),
  },
  {
    creator: '10000007',
    title: '甜甜的邻居',
    intro:
      '社恐插画师唐糖搬进老小区，对门住着每天清晨准时出门跑步的兽医陆既白。一只总往她家跑的橘猫，把两个人的生活慢慢缠在了一起。',
    categoryName: '甜宠',
    cover: 'sweet-neighbour',
    firstClip: 'cat-nap',
    freeCount: 6,
    singlePrice: 0.5,
    playletPrice: 9.9,
    isPlatform: false,
    state: 'OnShelf',
    playCount: 412_000,
    daysAgo: 5,
    beats: beats(
      '搬家第一天|对门的兽医|橘猫越狱|一碗番茄炒蛋|停电的晚上',
      '阳台上的小番茄|被误会是女朋友|去宠物医院帮忙|她偷偷画了他|下雨天的一把伞',
      '前男友找上门|他吃醋了|橘猫生病|深夜的告白|见家长',
      '她的第一次画展|异地的一个月|生日惊喜|求婚|甜甜的邻居（大结局）',
    ),
  },
  {
    creator: '10000011',
    title: '逆风少年',
    intro:
      '县城高中的羽毛球少年江屿被省队退回，重新站上了学校废弃的球场。一群不被看好的少年，要在一年里打进全省联赛。',
    categoryName: '青春',
    cover: 'against-the-wind',
    firstClip: 'badminton',
    freeCount: 4,
    singlePrice: 0.6,
    playletPrice: 9.9,
    isPlatform: false,
    state: 'OffShelf',
    playCount: 96_300,
    daysAgo: 14,
    beats: beats(
      '被退回的少年|废弃的球馆|招募队员|第一场友谊赛|惨败',
      '新来的教练|凌晨五点的训练|受伤|队长的秘密|退出与留下',
      '县赛开打|对手是旧队友|决胜局|省赛名额|家里的反对',
      '出发|小组赛|绝境逆转|决赛|逆风少年（大结局）',
    ),
  },
  {
    creator: '10000008',
    title: '替嫁千金',
    intro:
      '豪门千金临婚出逃，养女苏晚被迫替嫁，嫁给传闻中冷酷无情的顾氏继承人。一场交易婚姻里，两个人各怀秘密。',
    categoryName: '都市',
    cover: 'substitute-bride',
    firstClip: 'bookshop',
    freeCount: 5,
    singlePrice: 1.5,
    playletPrice: 19.9,
    isPlatform: false,
    state: 'CompelOff',
    rejectReason: '未取得原著改编授权，涉嫌侵犯他人版权',
    playCount: 233_500,
    daysAgo: 20,
    beats: beats(
      '婚礼前夜|被迫替嫁|冷面新郎|一纸协议|顾家的规矩|第一次同桌吃饭',
      '真千金回国|宴会风波|他替她解围|身世之谜|协议到期前|醉酒',
      '误会加深|离家出走|他找到了她|真相大白|亲生父母|商战',
      '顾氏危机|并肩|重新求婚|替嫁千金（大结局）',
    ),
  },
];
