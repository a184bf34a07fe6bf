/**
 * Chinese (default) catalogue. The spec's Chinese messages are kept verbatim; route titles are merged in
 * from route-titles.ts under `route.` by the i18n setup.
 */
export const zhCN = {
  app: {
    name: '狐狐视界',
    homeLink: '返回狐狐视界首页',
  },
  nav: {
    mainAria: '主导航',
    topAria: '快捷入口',
    home: '首页',
    shortPlay: '短剧',
    videos: '视频',
    articles: '图文',
    questions: '问答',
    wishSquare: '心愿广场',
    novels: '小说',
    games: '游戏',
    aiTools: 'AI 工具',
    business: '商务合作',
    download: '下载 App',
    notices: '通知',
    messages: '消息',
    publish: '发布作品',
    login: '登录',
    searchPlaceholder: '搜索视频、图文、问答、用户',
    search: '搜索',
    language: '语言',
  },
  language: {
    zh: '中文',
    en: 'English',
  },
  download: {
    title: '下载狐狐视界 App',
    body: '狐狐视界 App 已在各大应用商店上架，在应用商店搜索“狐狐视界”即可下载。',
  },
  user: {
    menuAria: '用户菜单',
    settlement: '结算中心',
    wishOrders: '心愿订单',
    topUp: '充值狐币',
    setPassword: '设置密码',
    changePassword: '修改密码',
    logout: '退出登录',
    logoutConfirm: '确认退出登录？',
    logoutDone: '已退出登录',
    passwordPending: '密码设置功能尚未开放，敬请期待',
  },
  loginPrompt: {
    title: '登录',
    pending: '登录功能尚未开放，暂时无法登录，敬请期待。',
  },
  common: {
    notAvailable: '该功能尚未开放，敬请期待',
    ok: '确定',
    cancel: '取消',
    retry: '重试',
    backHome: '返回首页',
    loading: '加载中…',
  },
  my: {
    loginRequired: '登录后才能查看我的主页',
    loginAction: '去登录',
  },
  home: {
    welcomeTitle: '欢迎来到狐狐视界',
    welcomeText: '短剧、视频、图文、问答、心愿广场、小说与游戏，都在这里。',
    areasTitle: '频道',
    areaShortPlay: '竖屏短剧，逐集观看',
    areaVideos: '短视频',
    areaArticles: '文章与图文',
    areaQuestions: '提问与回答',
    areaWishSquare: '发布心愿，接取心愿',
    areaNovels: '在线阅读',
    areaGames: '游戏中心',
  },
  flow: {
    agentEnter: '代理商入驻',
    demolitionEnter: '拆迁方入驻',
    aiCustomization: 'AI 定制',
    institutionEntry: '机构入驻',
    entry: '入驻',
    game: '游戏中心',
    preview: '预览',
    stepsAria: '流程步骤',
  },
  notFound: {
    title: '页面不存在',
    text: '你访问的页面不存在或已被移除。',
  },
  chunk: {
    title: '页面加载失败',
    text: '网络连接不稳定或网站刚刚更新，请重试。',
  },
  crash: {
    title: '页面出错了',
    text: '页面遇到了意外错误，请刷新后重试。',
    reload: '刷新页面',
  },
  ie: {
    warning:
      '您正在使用 Internet Explorer 浏览器，本站的部分功能可能无法正常使用，建议使用 Chrome、Edge 或 Firefox 等现代浏览器访问。',
  },
  panels: {
    noticesTitle: '通知',
    noticesPending: '通知功能尚未开放，敬请期待',
    chatTitle: '消息',
    chatPending: '消息功能尚未开放，敬请期待',
  },
  topUp: {
    title: '充值狐币',
    pending: '充值功能尚未开放，敬请期待',
  },
  publish: {
    pending: '发布作品功能尚未开放，敬请期待',
  },
  error: {
    network: '后端接口连接异常',
    timeout: '系统接口请求超时',
    http: '系统接口{{status}}异常',
  },
  ui: {
    empty: '暂无数据',
    total: '共 {{total}} 条',
    loadingMore: '加载中…',
    noMore: '没有更多了',
    backTop: '回到顶部',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The structure every other catalogue must match key for key. */
export type Catalogue = Shape<typeof zhCN>;
