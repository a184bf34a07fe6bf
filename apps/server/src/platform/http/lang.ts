/** The two catalogue languages: zh-CN (the default) and en-US. */
export type Lang = 'zh' | 'en';
