/**
 * Every route of the portal (spec 000 §2, spec 002 §2.1–2.3), with the layout it lives under. Pages are
 * looked up by `key`; titles live in the i18n catalogues under `route.<key>`. The router, the header's
 * links and the end-to-end route check all read this one list.
 */
export type LayoutName = 'main' | 'detail' | 'entry';

export interface RouteEntry {
  key: string;
  path: string;
  layout: LayoutName;
  /** The route needs a logged-in user (spec 000 §2: /my). */
  requiresLogin?: boolean;
  /** Query parameters the route reads, for documentation and the route check. */
  query?: string[];
}

export interface EntryFlow {
  key: string;
  /** Base path of the flow; its index redirects to the first step. */
  path: string;
  steps: { key: string; path: string }[];
  /**
   * Steps that are places to go rather than a sequence (the game centre): the flow bar shows these as
   * tabs instead of the step bar.
   */
  tabs?: string[];
}

export const mainRoutes: RouteEntry[] = [
  { key: 'home', path: '/home', layout: 'main' },
  { key: 'shortPlay', path: '/shortPlay', layout: 'main' },
  { key: 'shortPlaySearchResult', path: '/shortPlaySearchResult', layout: 'main', query: ['keyword'] },
  { key: 'shortPlayDetail', path: '/shortPlayDetail', layout: 'main', query: ['episodeRelevance'] },
  { key: 'shortPlayMore', path: '/shortPlayMore', layout: 'main' },
  { key: 'my', path: '/my', layout: 'main', requiresLogin: true },
  { key: 'othersHome', path: '/othersHome', layout: 'main', query: ['userId'] },
  { key: 'makeMoney', path: '/makeMoney', layout: 'main' },
  { key: 'classroom', path: '/makeMoney/classroom', layout: 'main' },
  { key: 'classroomMore', path: '/classroomMore', layout: 'main' },
  {
    key: 'taskDetails',
    path: '/makeMoney/taskDetails',
    layout: 'main',
    query: ['taskNumber', 'type', 'source', 'isReceiving', 'title'],
  },
  { key: 'myTaskDetails', path: '/makeMoney/myTaskDetails', layout: 'main' },
  { key: 'indepent', path: '/makeMoney/indepent', layout: 'main' },
  { key: 'discussDetails', path: '/makeMoney/discussDetails', layout: 'main' },
  { key: 'distributionPlaza', path: '/makeMoney/distributionPlaza', layout: 'main' },
  { key: 'videoList', path: '/content/videoList', layout: 'main' },
  { key: 'imageTextList', path: '/content/imageTextList', layout: 'main' },
  { key: 'questionList', path: '/content/questionList', layout: 'main' },
  { key: 'health', path: '/content/health', layout: 'main' },
  { key: 'searchResult', path: '/searchResult', layout: 'main', query: ['keyword'] },
  { key: 'videoShare', path: '/videoShare', layout: 'main', query: ['id'] },
  { key: 'novel', path: '/novel', layout: 'main' },
  { key: 'listPage', path: '/listPage', layout: 'main' },
  { key: 'gameApp', path: '/game-app', layout: 'main' },
  { key: 'gameAppHome', path: '/game-app/home', layout: 'main' },
  /** The confirm page a login QR code opens on a phone (spec 002 §4.6, app scan). */
  { key: 'qrLogin', path: '/qrLogin', layout: 'main', query: ['qrCodeId'] },
];

export const detailRoutes: RouteEntry[] = [
  { key: 'imageTextDetail', path: '/imageTextDetail', layout: 'detail', query: ['id'] },
  { key: 'askDetail', path: '/askDetail', layout: 'detail', query: ['id'] },
  { key: 'makeMoneyDetail', path: '/makeMoneyDetail', layout: 'detail' },
  { key: 'cashOut', path: '/makeMoney/cashOut', layout: 'detail' },
  { key: 'mineOrders', path: '/makeMoney/mineOrders', layout: 'detail' },
  { key: 'myBusinessOrder', path: '/makeMoney/myBusinessOrder', layout: 'detail' },
  { key: 'orderDetail', path: '/makeMoney/myBusinessOrder/orderDetail', layout: 'detail' },
  { key: 'customize', path: '/makeMoney/customize', layout: 'detail' },
  { key: 'finance', path: '/makeMoney/finance', layout: 'detail' },
  { key: 'financeDetail', path: '/makeMoney/finance/detail', layout: 'detail' },
  { key: 'aiTools', path: '/makeMoney/AITools', layout: 'detail' },
  { key: 'inviteFriendsIndex', path: '/inviteFriendsIndex', layout: 'detail' },
  { key: 'explain', path: '/explain', layout: 'detail' },
  { key: 'investmentFlow', path: '/investmentFlow', layout: 'detail' },
  { key: 'investmentOrder', path: '/investmentFlow/order', layout: 'detail' },
  { key: 'applyCard', path: '/makeMoney/applyCard/index', layout: 'detail' },
  { key: 'distributionDetail', path: '/makeMoney/distributionDetail', layout: 'detail' },
  { key: 'businessOrsersDetail', path: '/makeMoney/businessOrsersDetail', layout: 'detail' },
  { key: 'novelDetails', path: '/novel/novelDetails', layout: 'detail' },
  { key: 'novelComment', path: '/novel/commentPage', layout: 'detail' },
  { key: 'novelReader', path: '/novel/readerPage', layout: 'detail' },
  /** Where a group's join link, QR code, channel link or passphrase leads (spec 002 §3, §4.4). */
  {
    key: 'joinGroup',
    path: '/joinGroup',
    layout: 'detail',
    requiresLogin: true,
    query: ['type', 'groupId', 'inviteId', 'inviteCalculate', 'sharePerson', 'channelCode', 'groupWord'],
  },
];

export const entryFlows: EntryFlow[] = [
  {
    key: 'agentEnter',
    path: '/agentEnter',
    steps: [
      { key: 'agentEnterIndex', path: '/agentEnter/agentEnterIndex' },
      { key: 'agentEnterInfo', path: '/agentEnter/agentEnterInfo' },
      { key: 'agentHelpCenter', path: '/agentEnter/helpCenter' },
      { key: 'agentSuccess', path: '/agentEnter/success' },
    ],
  },
  {
    key: 'demolitionEnter',
    path: '/demolitionEnter',
    steps: [
      { key: 'demolitionEnterIndex', path: '/demolitionEnter/demolitionEnterIndex' },
      { key: 'demolitionEnterInfo', path: '/demolitionEnter/demolitionEnterInfo' },
      { key: 'demolitionSuccess', path: '/demolitionEnter/success' },
    ],
  },
  {
    key: 'aiCustomization',
    path: '/aiCustomization',
    steps: [{ key: 'aiCustomizationIndex', path: '/aiCustomization/aiCustomizationIndex' }],
  },
  {
    key: 'institutionEntry',
    path: '/institutionEntry',
    steps: [
      { key: 'institutionEntryIndex', path: '/institutionEntry/institutionEntryIndex' },
      { key: 'institutionEntryInfo', path: '/institutionEntry/institutionEntryInfo' },
      { key: 'institutionSuccess', path: '/institutionEntry/success' },
    ],
  },
  {
    key: 'entry',
    path: '/entry',
    steps: [
      { key: 'entryIndex', path: '/entry/entryIndex' },
      { key: 'personAuth', path: '/entry/personAuth' },
      { key: 'entryStatus', path: '/entry/status' },
    ],
  },
  {
    key: 'game',
    path: '/game',
    steps: [
      { key: 'gameHome', path: '/game/home' },
      { key: 'gameDetails', path: '/game/details' },
      { key: 'gameList', path: '/game/list' },
      { key: 'gameRebate', path: '/game/rebatePage' },
    ],
    tabs: ['gameHome', 'gameList', 'gameRebate'],
  },
  { key: 'preview', path: '/preview', steps: [{ key: 'preview', path: '/preview' }] },
];

/** Every concrete page path, flattened: main, detail and each entry-flow step. */
export const allPagePaths = (): { key: string; path: string }[] => [
  ...mainRoutes.map(({ key, path }) => ({ key, path })),
  ...detailRoutes.map(({ key, path }) => ({ key, path })),
  ...entryFlows.flatMap((flow) => flow.steps),
];
