import type { ReviewItem, ReviewItemDetail, ReviewQueue } from './review-data';

/** Declarations and items as the server answers them, for the component tests. */

const CONTENT_VIEWS = [
  { key: 'pending', label: '待审核' },
  { key: 'all', label: '全部' },
  { key: 'OnShelf', label: '已上架' },
  { key: 'WaitApprove', label: '待审核' },
  { key: 'Refuse', label: '未通过' },
  { key: 'CompelOff', label: '已被平台下架' },
  { key: 'OffShelf', label: '作者已下架' },
];

const SHELF = ['WaitApprove', 'OnShelf', 'OffShelf', 'Refuse'];

export const CONTENT_REASONS = ['内容涉及违法违规信息', '侵犯他人版权', '含有低俗、色情内容'];

export function contentQueue(
  key: string,
  title: string,
  kind: string,
  roles: string[],
  pending: number,
): ReviewQueue {
  return {
    key,
    title,
    kind,
    roles,
    pending,
    views: CONTENT_VIEWS,
    keywordHint: '作品ID / 作者ID / 作者手机号',
    actions: [
      { name: 'approve', label: '通过', reason: 'optional', undoneBy: 'takeDown', from: SHELF },
      { name: 'refuse', label: '驳回', reason: 'required', undoneBy: 'approve', from: SHELF },
      { name: 'takeDown', label: '下架', reason: 'required', undoneBy: 'restore', from: SHELF },
      { name: 'restore', label: '恢复上架', reason: 'optional', undoneBy: 'takeDown', from: ['CompelOff'] },
    ],
    reasons: CONTENT_REASONS,
  };
}

export const videosQueue = contentQueue('videos', '视频审核', 'Video', ['copyright'], 12);
export const dramasQueue = contentQueue('dramas', '短剧审核', 'Playlet', ['copyright'], 0);
export const articlesQueue = contentQueue('articles', '图文审核', 'Article', ['article'], 3);

export function item(overrides: Partial<ReviewItem> & { id: number }): ReviewItem {
  return {
    kind: 'Video',
    title: `视频 ${overrides.id}`,
    author: { id: 501, userName: '10000501', nickName: '小狐作者', avatar: '' },
    cover: '/resource/files/demo/pictures/cat.jpg',
    media: '/resource/files/demo/videos/cat-nap.mp4',
    excerpt: '',
    body: '',
    bodyFormat: 'none',
    state: 'OnShelf',
    auditState: 'WaitApprove',
    rejectReason: '',
    pending: true,
    portalPath: `/videoShare?id=${overrides.id}`,
    actions: ['approve', 'refuse', 'takeDown'],
    detail: { duration: 65, relation: null },
    createTime: '2026-03-01 10:00:00',
    updateTime: '2026-03-01 10:00:00',
    ...overrides,
  };
}

export function detail(overrides: Partial<ReviewItemDetail> & { id: number }): ReviewItemDetail {
  return { ...item(overrides), history: [], ...overrides };
}
