import { finance, sites, wishes } from '@fox/contracts';
import type { Db } from '../../platform/db/tables.js';
import { userIdsByName } from '../users/index.js';
import { acceptApplication, applySettlement, approveSettlement, endOwnWish } from './actions.js';
import { rateReception } from './ratings.js';
import { endWish } from './ending.js';
import { newTaskNumber } from './form.js';
import type { WishDesk, WishesDeps } from './ports.js';
import { bump, runAfterCommit, wishById, wishDb, type AfterCommit } from './repo.js';
import { wishReviewQueue } from './review-queue.js';
import { runDeadlines } from './runner.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Publishers and takers of the demo world: accounts of the wish marketplace's own (users' seed), so the
 * task groups, orders and task notices made here meet no other browser journey's chats or badges.
 */
const PUBLISHERS = ['10000013', '10000014'];
const TAKERS = ['10000015', '10000016'];

/** What a publisher and a taker say in a demo task group; the publisher has the last word, so nothing waits unread for them. */
const TASK_TALK: ReadonlyArray<{ from: 'publisher' | 'taker'; text: string }> = [
  { from: 'taker', text: '您好，我已接单，先确认一下交付要求：按描述里的标准交付就可以吗？' },
  { from: 'publisher', text: '对，按交付标准来。有样例的话可以先发我看看方向。' },
  { from: 'taker', text: '好的，今晚先出一版初稿，明天中午前给您。' },
  { from: 'publisher', text: '没问题，辛苦了，有问题随时在群里说。' },
];

type Step =
  | 'draft'
  | 'unpaid'
  | 'review'
  | 'refused'
  | 'open'
  | 'applied'
  | 'working'
  | 'settling'
  | 'settled'
  | 'offShelf'
  | 'compelOff'
  | 'cancel'
  | 'over';

/** What each demo wish went through: every state, applications waiting, work going on, settlements paid. */
const STEPS: Step[] = [
  'draft',
  'unpaid',
  'review',
  'review',
  'refused',
  'open',
  'open',
  'open',
  'open',
  'open',
  'applied',
  'applied',
  'applied',
  'applied',
  'working',
  'working',
  'settling',
  'settled',
  'settled',
  'settled',
  'offShelf',
  'compelOff',
  'cancel',
  'over',
  'over',
  'open',
  'applied',
  'draft',
  'review',
  'open',
];

const TITLES: Record<wishes.IndustryType, string[]> = {
  ecommerce: ['淘宝店铺主图设计', '拼多多商品详情页优化', '电商直播脚本撰写', '店铺客服话术整理'],
  shortVideo: ['探店短视频拍摄剪辑', '抖音口播视频脚本', '产品开箱视频制作', '短视频封面设计'],
  design: ['茶饮店标志设计', '公众号头图设计', '活动海报设计', '名片与信纸设计'],
  copywriting: ['新品发布会文案', '品牌故事撰写', '小红书种草笔记', '节日营销推文'],
  promotion: ['社群拉新推广', '线下地推活动执行', '朋友圈广告投放', 'App下载推广'],
  localLife: ['餐厅试吃点评', '周边游路线体验', '健身房体验反馈', '宠物店服务体验'],
  education: ['初中数学答疑', '英语口语陪练', '考研资料整理', '编程入门辅导'],
  techDev: ['小程序页面开发', '网站性能优化', 'Excel自动化脚本', '数据爬取与整理'],
};

/**
 * The demo world's wishes: about thirty across industries and every state, each made by the same code the
 * API runs. Rewards are paid as sandbox orders fulfilled through payments (so escrow is funded by the real
 * path), approved by the review queue's action, taken, settled and ended through the actions; wishes whose
 * deadline passed are ended by the deadline runner. Refunds are held as the platform's and sent by payments'
 * refund sweep once a server runs. Task groups are made through the groups desk compose.ts hands over.
 */
export async function seedWishes(handle: Db, now: number, deps: WishesDeps): Promise<void> {
  const db = wishDb(handle);
  const idOf = await userIdsByName(handle);
  const publishers = PUBLISHERS.map((name) => idOf.get(name)).filter((id): id is number => id !== undefined);
  const takers = TAKERS.map((name) => idOf.get(name)).filter((id): id is number => id !== undefined);
  if (publishers.length === 0 || takers.length < 2) return;
  const desk: WishDesk = {
    db: handle,
    bus: undefined,
    pay: {
      placeQrOrder: () => Promise.reject(new Error('the demo world places no QR order')),
      orderOf: async () => null,
      holdRefund: (trx, refund) => deps.demoOrders.holdRefund(trx, refund),
      submitRefunds: (refundNos) => deps.demoOrders.settleRefunds(handle, refundNos, now),
    },
    groups: deps.taskGroups,
    feePermille: 100,
    // Seeded without a server's configuration: the default settling period.
    earningsHoldMs: finance.FINANCE_DEFAULTS.holdDays * DAY,
    log: undefined,
  };
  const due: number[] = [];
  for (const [index, step] of STEPS.entries()) {
    const industry = wishes.INDUSTRY_TYPES[index % wishes.INDUSTRY_TYPES.length]!;
    const type = wishes.WISH_TYPES[index % wishes.WISH_TYPES.length]!;
    const title = TITLES[industry][Math.floor(index / wishes.INDUSTRY_TYPES.length) % 4]!;
    const publisherId = publishers[index % publishers.length]!;
    const receiveLimit = step === 'settled' && index % 2 === 0 ? 1 : 1 + (index % 3);
    const standAmountCents = (50 + ((index * 37) % 450)) * 100;
    const at = now - (40 - index) * HOUR;
    const inserted = await db
      .insertInto('wishes')
      .values({
        taskNumber: newTaskNumber(at),
        userId: publisherId,
        title,
        content: `<p>${title}：请按交付标准完成，并在截止时间前提交成果。</p>`,
        contentText: `${title}：请按交付标准完成，并在截止时间前提交成果。`,
        industryType: industry,
        type,
        fullAmountCents: standAmountCents * receiveLimit,
        standAmountCents,
        platformFee: 100,
        deliveryStandard: '提交完整成果文件，并附简要说明',
        deliveryDay: now + (3 + (index % 20)) * DAY,
        receiveLimit,
        receiveNum: 0,
        deliveryNum: 0,
        applyNum: 0,
        settlingNum: 0,
        isApproveReceive: 1,
        isReceiveDeposit: 0,
        images: '[]',
        labels: JSON.stringify(index % 2 === 0 ? ['急需', '长期合作'] : ['新手友好']),
        videoUrl: '',
        location: index % 3 === 0 ? '杭州' : '',
        address: '',
        siteId: sites.DEFAULT_SITE_ID,
        state: step === 'draft' ? 'Edit' : 'WaitPay',
        onSquare: 0,
        rejectReason: '',
        reviewPending: 0,
        payOrderNo: null,
        paidCents: 0,
        extra: '{}',
        createdAt: at,
        updatedAt: at,
        endedAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(inserted.id);
    const wish = async () => (await wishById(db, id))!;
    if (step === 'draft' || step === 'unpaid') continue;
    if (step === 'cancel') {
      await endOwnWish(desk, publisherId, (await wish()).taskNumber, at + HOUR);
      continue;
    }
    await deps.demoOrders.pay(handle, {
      userId: publisherId,
      paySource: wishes.WISH_PAY_SOURCE.reward,
      amountCents: standAmountCents * receiveLimit,
      description: title,
      now: at + 10 * 60_000,
      attach: async (orderNo) => {
        await db.updateTable('wishes').set({ payOrderNo: orderNo }).where('id', '=', id).execute();
      },
    });
    if (step === 'review') continue;
    if (step === 'refused') {
      await db
        .updateTable('wishReviewCounts')
        .set((eb) => ({ pending: eb('pending', '-', 1) }))
        .where('kind', '=', 'BusyTask')
        .execute();
      await db
        .updateTable('wishes')
        .set({ rejectReason: '需求描述不清', reviewPending: 0 })
        .where('id', '=', id)
        .execute();
      const after: AfterCommit = { refunds: [], notices: [], now: at + 2 * HOUR };
      await endWish(desk, db, await wish(), 'refuse', {
        operatorId: 0,
        remark: '需求描述不清',
        after,
        kickbackType: 'refused',
        notice: 'wishes.notice.refused',
        noticeParams: { reason: '需求描述不清' },
      });
      await runAfterCommit(desk, after);
      continue;
    }
    await wishReviewQueue.actions[0]!.run(handle, id, '');
    if (step === 'open') continue;
    if (step === 'offShelf') {
      await endOwnWish(desk, publisherId, (await wish()).taskNumber, at + 3 * HOUR);
      continue;
    }
    if (step === 'compelOff') {
      const after: AfterCommit = { refunds: [], notices: [], now: at + 3 * HOUR };
      await endWish(desk, db, await wish(), 'compelOff', {
        operatorId: 0,
        remark: '内容违规',
        after,
        kickbackType: 'compelOff',
        notice: 'wishes.notice.ended',
        noticeParams: { reason: '内容违规' },
      });
      await runAfterCommit(desk, after);
      continue;
    }
    if (step === 'over') {
      due.push(id);
      continue;
    }
    // Applications: two takers apply; working, settling and settled wishes accept the first.
    const applicants = [takers[index % takers.length]!, takers[(index + 1) % takers.length]!];
    const receptionIds: number[] = [];
    for (const [n, takerId] of applicants.entries()) {
      const row = await db
        .insertInto('wishReceptions')
        .values({
          wishId: id,
          userId: takerId,
          state: 'WaitApprove',
          live: id,
          depositCents: 0,
          depositOrderNo: null,
          depositState: 0,
          applyMsg: n === 0 ? '有相关经验，可以按时交付，附上往期作品。' : '时间充裕，希望可以合作。',
          applyAnnex: '[]',
          deliveryMsg: '',
          deliveryAnnex: '[]',
          rejectReason: '',
          settledCents: null,
          feeCents: null,
          settleAppliedAt: null,
          createdAt: at + 4 * HOUR + n * 60_000,
          updatedAt: at + 4 * HOUR + n * 60_000,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      receptionIds.push(Number(row.id));
      await bump(db, id, 'applyNum', 1);
    }
    if (step === 'applied') continue;
    const [first] = receptionIds;
    const takerId = applicants[0]!;
    await acceptApplication(desk, publisherId, first!, at + 5 * HOUR);
    // The task group's chat: the publisher and the taker work it out there.
    await desk.groups.talkInTaskGroup(db, {
      taskNumber: (await wish()).taskNumber,
      lines: TASK_TALK.map((line, n) => ({
        senderId: line.from === 'publisher' ? publisherId : takerId,
        text: line.text,
        at: at + 5 * HOUR + (n + 1) * 7 * 60_000,
      })),
    });
    if (step === 'working') continue;
    await applySettlement(
      desk,
      takerId,
      { taskNumber: (await wish()).taskNumber, deliveryMsg: '成果已上传，请查收。', deliveryAnnex: [] },
      at + 20 * HOUR,
    );
    if (step === 'settling') continue;
    await approveSettlement(desk, publisherId, first!, at + 22 * HOUR);
    // Both sides rate each other, so the square shows its publishers' averages (never in the future).
    const ratedAt = Math.min(now, at + 23 * HOUR);
    await rateReception(
      desk,
      publisherId,
      { receptionId: first!, score: 5, comment: '交付准时，质量很好，下次还找你。' },
      ratedAt,
    );
    await rateReception(
      desk,
      takerId,
      { receptionId: first!, score: 4 + (index % 2), comment: '需求清楚，结算及时。' },
      Math.min(now, ratedAt + 60_000),
    );
  }
  // Wishes whose deadline has passed end by the deadline runner, as they do on a running server.
  for (const id of due) {
    await db
      .updateTable('wishes')
      .set({ deliveryDay: now - HOUR })
      .where('id', '=', id)
      .execute();
  }
  await runDeadlines(desk, now);
}
