import type { content } from '@fox/contracts';

/**
 * Demo short videos, written for the demo world. `clip` names a clip in demo-media/manifest.json; `author`
 * is the public ID of a demo user. Listed oldest first.
 */
export interface DemoVideo {
  clip: string;
  author: string;
  title: string;
  relation?: content.Relation;
}

export const demoVideos: DemoVideo[] = [
  { clip: 'xihu-morning', author: '10000007', title: '清晨六点的西湖，断桥边只有我和风' },
  { clip: 'cat-nap', author: '10000007', title: '猫咪午睡实录：晒着太阳打呼噜，治愈一整天' },
  {
    clip: 'chaoshan-hotpot',
    author: '10000008',
    title: '潮汕牛肉火锅怎么吃？吊龙匙仁五花趾一次讲清',
    relation: {
      busyType: 'GoodsWindow',
      busyTitle: '潮汕手打牛肉丸 500g',
      userName: '',
      childTaskNumber: null,
    },
  },
  { clip: 'tomato-egg', author: '10000006', title: '番茄炒蛋的三个细节，新手也能一次成功' },
  { clip: 'erhai-ride', author: '10000002', title: '大理洱海边骑行，风吹过的下午什么都不想' },
  { clip: 'wuyuan-autumn', author: '10000002', title: '婺源晒秋，满山都是打翻的颜料盘' },
  {
    clip: 'duku-road',
    author: '10000009',
    title: '新疆独库公路自驾第一天，一天走过四季',
    relation: {
      busyType: 'Window',
      busyTitle: '周末去旅行的自驾装备',
      userName: '周末去旅行',
      childTaskNumber: null,
    },
  },
  { clip: 'morning-run', author: '10000004', title: '晨跑打卡第 100 天，我的身体发生了这些变化' },
  { clip: 'desk-stretch', author: '10000004', title: '久坐办公族必看：五分钟拉伸，肩颈轻松一整天' },
  { clip: 'pour-over', author: '10000010', title: '在家手冲咖啡，一杯的仪式感' },
  { clip: 'late-noodles', author: '10000008', title: '凌晨一点的深夜面馆，一碗热汤面暖到心里' },
  { clip: 'dumplings', author: '10000006', title: '过年包饺子，奶奶教的三种捏法' },
  { clip: 'corgi-walk', author: '10000011', title: '柯基散步：短腿也能跑得飞快' },
  { clip: 'cat-ball', author: '10000007', title: '猫咪玩球，快准狠，主子的身手不输运动员' },
  {
    clip: 'night-market',
    author: '10000008',
    title: '广州夜市美食探店，十块钱能吃到什么',
    relation: {
      busyType: 'Window',
      busyTitle: '阿杰的美食橱窗',
      userName: '吃货阿杰',
      childTaskNumber: null,
    },
  },
  { clip: 'snow-sunrise', author: '10000009', title: '玉龙雪山日出，凌晨四点起床值不值？' },
  { clip: 'bamboo-rain', author: '10000002', title: '莫干山的周末，竹林听雨' },
  { clip: 'bund-night', author: '10000009', title: '上海外滩夜景，灯亮起的那一刻' },
  { clip: 'bookshop', author: '10000004', title: '城市角落里的独立书店，慢慢读一本书' },
  {
    clip: 'tea-stove',
    author: '10000003',
    title: '冬天围炉煮茶，杭州这家茶馆人均五十',
    relation: { busyType: 'EntryRole', busyTitle: '本地生活服务商入驻', userName: '', childTaskNumber: null },
  },
  { clip: 'drama-teaser', author: '10000001', title: '短剧《归途》第一集预告，今晚上线' },
  {
    clip: 'phone-ai',
    author: '10000010',
    title: '手机里的 AI 助手这样用，效率翻倍',
    relation: {
      busyType: 'SohuLesson',
      busyTitle: '零基础学用 AI 助手',
      userName: '',
      childTaskNumber: null,
    },
  },
  { clip: 'home-nas', author: '10000010', title: '家用 NAS 入门：把手机照片搬出来' },
  { clip: 'balcony-garden', author: '10000012', title: '阳台种菜第三个月，小番茄终于红了' },
  { clip: 'xiamen-sunset', author: '10000009', title: '厦门环岛路的海边日落，适合一个人旅行' },
  {
    clip: 'strawberry-cake',
    author: '10000006',
    title: '零失败草莓蛋糕，空气炸锅也能做',
    relation: { busyType: 'GoodsWindow', busyTitle: '家用空气炸锅 5L', userName: '', childTaskNumber: null },
  },
  { clip: 'xian-lanterns', author: '10000002', title: '西安城墙元宵花灯，人从众也要去看' },
  { clip: 'green-train', author: '10000009', title: '坐绿皮火车去远方，慢慢看风景' },
  { clip: 'wish-errand', author: '10000005', title: '接心愿单帮邻居取快递，顺手赚了一杯奶茶钱' },
  { clip: 'badminton', author: '10000011', title: '周末约球，羽毛球新手的第一节课' },
  { clip: 'hangzhou-rain', author: '10000007', title: '雨中杭州，撑伞走过苏堤' },
  { clip: 'cherry-blossom', author: '10000012', title: '武大的樱花开了，春天的校园美食地图' },
];
