import type { consoleReports } from '@fox/contracts';

/** Answers shaped as the report queue's endpoints give them, for the component tests. */

const person = (id: number, nickName: string) => ({
  id,
  userName: String(10000000 + id),
  nickName,
  avatar: '',
});

export const author = person(21, '发布者阿狸');
export const reporter = person(22, '热心网友');
export const operator = person(91, '运营小狐');

export function aCase(overrides: Partial<consoleReports.ReportCase> = {}): consoleReports.ReportCase {
  return {
    id: 5,
    objType: 'Video',
    objId: 1043,
    title: '西湖晨跑',
    author,
    state: 'open',
    reportCount: 3,
    reasons: [
      { reportType: 'Spam', label: '垃圾广告', count: 2 },
      { reportType: 'Porn', label: '色情低俗', count: 1 },
    ],
    noteCount: 0,
    firstReportTime: '2026-01-02 03:04:05',
    lastReportTime: '2026-01-03 08:00:00',
    outcome: null,
    resolveReason: '',
    resolver: null,
    resolveTime: null,
    ...overrides,
  };
}

export function aPreview(
  overrides: Partial<consoleReports.ReportPreview> = {},
): consoleReports.ReportPreview {
  return {
    found: true,
    title: '西湖晨跑',
    state: 'OnShelf',
    author,
    text: '',
    html: '',
    coverUrl: '/resource/files/demo/pictures/xihu.jpg',
    videoUrl: '/resource/files/demo/videos/xihu.mp4',
    imageUrls: [],
    paidEpisode: false,
    under: null,
    chat: null,
    ...overrides,
  };
}

export const filedReport = {
  id: 71,
  reporter,
  reportType: 'Spam',
  label: '垃圾广告',
  reportInformation: '视频里一直在打广告',
  imageUrls: ['/resource/files/evidence-1.png'],
  createTime: '2026-01-03 08:00:00',
  state: 'pending',
};

export const counts: consoleReports.ReportCount[] = [
  { state: 'open', objType: 'Video', reportType: '', cases: 2, reports: 4 },
  { state: 'open', objType: 'Video', reportType: 'Spam', cases: 1, reports: 2 },
  { state: 'open', objType: 'Article', reportType: '', cases: 1, reports: 1 },
  { state: 'resolved', objType: 'Comment', reportType: '', cases: 4, reports: 4 },
];

export const reasonDictionary = [
  { dictLabel: '色情低俗', dictValue: 'Porn', dictSort: 1 },
  { dictLabel: '垃圾广告', dictValue: 'Spam', dictSort: 4 },
  { dictLabel: '其他', dictValue: 'Other', dictSort: 8 },
];
