import { tablesOf, type Db } from '../../platform/db/tables.js';
import { hashPassword } from '../../platform/passwords.js';
import { bumpDailyMany } from '../../platform/metrics/daily.js';
import type { UsersTables } from './tables.js';

/** The password of every demo account (they also log in by SMS code). */
export const DEMO_PASSWORD = 'fox123456';

/** The people of the demo world. Phone numbers are the demo logins the README names. */
export const demoUsers = [
  {
    userName: '10000001',
    nickName: '狐小满',
    phone: '13800000001',
    roles: 'user',
    intro: '爱看短剧，也爱写影评。',
  },
  {
    userName: '10000002',
    nickName: '山间晚风',
    phone: '13800000002',
    roles: 'user',
    intro: '旅行摄影，记录路上的风景。',
  },
  {
    userName: '10000003',
    nickName: '陈一帆',
    phone: '13800000003',
    roles: 'user,agent',
    intro: '本地生活服务代理商。',
  },
  {
    userName: '10000004',
    nickName: '林知夏',
    phone: '13800000004',
    roles: 'user',
    intro: '读诗，写散文，偶尔答题。',
  },
  {
    userName: '10000005',
    nickName: '阿木木',
    phone: '13800000005',
    roles: 'user',
    intro: '接心愿单的小能手。',
  },
  {
    userName: '10000006',
    nickName: 'Maple',
    phone: '13800000006',
    roles: 'user',
    intro: 'Short videos about cooking.',
  },
  {
    userName: '10000007',
    nickName: '西湖边的猫',
    phone: '13800000007',
    roles: 'user',
    intro: '住在杭州，拍西湖，也拍家里两只猫咪。',
  },
  {
    userName: '10000008',
    nickName: '吃货阿杰',
    phone: '13800000008',
    roles: 'user',
    intro: '走街串巷找美食，一天三顿都在路上。',
  },
  {
    userName: '10000009',
    nickName: '周末去旅行',
    phone: '13800000009',
    roles: 'user',
    intro: '上班攒假，周末出发，记录每一段旅行。',
  },
  {
    userName: '10000010',
    nickName: '程序员老王',
    phone: '13800000010',
    roles: 'user',
    intro: '写代码，也折腾家里的数码设备。',
  },
  {
    userName: '10000011',
    nickName: '小鹿同学',
    phone: '13800000011',
    roles: 'user',
    intro: '大学生，爱刷短视频，偶尔留言。',
  },
  {
    userName: '10000012',
    nickName: '晴天',
    phone: '13800000012',
    roles: 'user',
    intro: '看看风景，看看美食，看看别人的生活。',
  },
  // The wish marketplace's people: their orders, task groups and task notices are theirs alone, so the
  // browser journeys of chats and notices meet none of them.
  {
    userName: '10000013',
    nickName: '星河工作室',
    phone: '13800000013',
    roles: 'user',
    intro: '品牌设计与内容策划，长期发布商单。',
  },
  {
    userName: '10000014',
    nickName: '木棉花开',
    phone: '13800000014',
    roles: 'user',
    intro: '小店老板，找人帮忙做推广和探店。',
  },
  {
    userName: '10000015',
    nickName: '林小鱼',
    phone: '13800000015',
    roles: 'user',
    intro: '自由设计师，接海报与短视频剪辑。',
  },
  {
    userName: '10000016',
    nickName: '周周',
    phone: '13800000016',
    roles: 'user',
    intro: '文案写手，也做英语陪练。',
  },
  // The back office's staff, one account per console role (the README lists them).
  {
    userName: '10000091',
    nickName: '超级管理员',
    phone: '13900000001',
    roles: 'user,superAdmin',
    intro: '平台超级管理员。',
  },
  {
    userName: '10000092',
    nickName: '运营小狐',
    phone: '13900000002',
    roles: 'user,operationsAdministrator',
    intro: '平台运营。',
  },
  {
    userName: '10000093',
    nickName: '版权审核员',
    phone: '13900000003',
    roles: 'user,copyright',
    intro: '视频与短剧的版权审核。',
  },
  {
    userName: '10000094',
    nickName: '内容审核员',
    phone: '13900000004',
    roles: 'user,article',
    intro: '图文、问答与诗词散文的审核。',
  },
  {
    userName: '10000095',
    nickName: '财务专员',
    phone: '13900000005',
    roles: 'user,finance',
    intro: '订单、账本与退款。',
  },
  {
    userName: '10000096',
    nickName: '星河影业',
    phone: '13900000006',
    roles: 'user,provider',
    intro: '短剧出品方。',
  },
  // Group administration's people: an owner running a community, a member of it, and a stranger who joins
  // by link. Listed last so that everyone above keeps their id; no other journey chats as them.
  {
    userName: '10000017',
    nickName: '山野跑团阿凯',
    phone: '13800000017',
    roles: 'user',
    intro: '城市跑团主理人，周末带大家跑山。',
  },
  {
    userName: '10000018',
    nickName: '跑友小林',
    phone: '13800000018',
    roles: 'user',
    intro: '半马爱好者。',
  },
  {
    userName: '10000019',
    nickName: '新来的小满',
    phone: '13800000019',
    roles: 'user',
    intro: '刚开始跑步，想找人一起。',
  },
  {
    userName: '10000020',
    nickName: '民宿主理人阿青',
    phone: '13800000020',
    roles: 'user',
    intro: '在西湖边开民宿，也拍短剧。',
  },
] as const;

export async function seedDemoUsers(db: Db, now: number): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rows = await tablesOf<UsersTables>(db)
    .insertInto('users')
    .values(
      demoUsers.map((user, index) => ({
        ...user,
        avatar: '',
        siteId: 11,
        passwordHash,
        state: 'active' as const,
        guideDone: 0,
        // Spread the sign-up times over the past weeks so lists have a natural order.
        createdAt: now - (demoUsers.length - index) * 86_400_000,
      })),
    )
    .returning('createdAt')
    .execute();
  await bumpDailyMany(
    db,
    'newUsers',
    rows.map((row) => Number(row.createdAt)),
  );
}
