import type { consoleReports } from '@fox/contracts';

type TargetType = consoleReports.ReportTargetType;
type Outcome = consoleReports.ReportOutcome;

/** What each reported object is called in the queue. */
export const TARGET_TYPE_NAMES: Record<TargetType, string> = {
  BusyTask: '心愿',
  Video: '视频',
  Article: '文章',
  Question: '问题',
  Answer: '回答',
  Comment: '评论',
  Poetry: '诗词',
  Prose: '散文',
  Playlet: '短剧',
  PlayletVideo: '短剧剧集',
  Game: '游戏',
  Novel: '小说',
  xyhMessage: '私聊消息',
  xyhGroup: '群聊消息',
};

export const TARGET_TYPE_COLORS: Record<TargetType, string> = {
  BusyTask: 'gold',
  Video: 'blue',
  Article: 'cyan',
  Question: 'geekblue',
  Answer: 'geekblue',
  Comment: 'purple',
  Poetry: 'lime',
  Prose: 'lime',
  Playlet: 'magenta',
  PlayletVideo: 'magenta',
  Game: 'volcano',
  Novel: 'gold',
  xyhMessage: 'orange',
  xyhGroup: 'orange',
};

/** A type the server names that this console does not know yet shows as it is, never as another. */
export const targetTypeName = (type: string): string => TARGET_TYPE_NAMES[type as TargetType] ?? type;

export const isChatTarget = (type: string): boolean => type === 'xyhMessage' || type === 'xyhGroup';

export const STATE_NAMES: Record<consoleReports.ReportCaseState, string> = {
  open: '待处理',
  resolved: '已处理',
};

/** The outcome as the queue shows it (a chat message is removed rather than taken down). */
export function outcomeName(outcome: Outcome, objType = ''): string {
  if (outcome === 'takenDown') return isChatTarget(objType) ? '已移除' : '已下架';
  return outcome === 'warned' ? '已警告' : '已驳回';
}

export const OUTCOME_COLORS: Record<Outcome, string> = {
  takenDown: 'red',
  warned: 'orange',
  dismissed: 'default',
};

/** The portal page of an object that has one (the pages the portal's notices lead to). */
export function portalPathOf(type: string, id: number): string | null {
  switch (type) {
    case 'Video':
      return `/videoShare?id=${id}`;
    case 'Article':
      return `/imageTextDetail?id=${id}`;
    case 'Question':
      return `/askDetail?id=${id}`;
    case 'Playlet':
      return `/shortPlayDetail?episodeRelevance=${id}`;
    default:
      return null;
  }
}

/** A person as the console names them: nickname, else account ID. */
export const personName = (person: { nickName: string; userName: string } | null): string =>
  person ? person.nickName || person.userName : '账号已注销';
