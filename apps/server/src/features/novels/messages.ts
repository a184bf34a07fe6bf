import type { Lang } from '../../platform/http/lang.js';

/** The novels feature's part of the server catalogue (registered by the app). */
export const novelsMessages = {
  'novels.missing': { zh: '小说不存在或已下架', en: 'This novel does not exist or has been removed' },
  'novels.chapterMissing': { zh: '该章节不存在', en: 'This chapter does not exist' },
  'novels.notAuthor': { zh: '只有作者本人可以修改这本书', en: 'Only the author may change this book' },
  'novels.compelledOff': {
    zh: '该小说已被平台下架，不能自行上架',
    en: 'This novel was taken down by the platform and cannot be put back by its author',
  },
  'novels.tooManyChapters': {
    zh: '一本书最多{max}章',
    en: 'A book has at most {max} chapters',
  },
  'novels.emptyText': {
    zh: '章节正文不能为空',
    en: 'The chapter text cannot be empty',
  },
  'novels.chapterFree': { zh: '该章节免费，无需购买', en: 'This chapter is free' },
  'novels.ownBook': { zh: '作者阅读自己的作品无需购买', en: 'Authors read their own books without buying' },
  'novels.coinsShort': {
    zh: '狐币余额不足，请先充值',
    en: 'Not enough fox coins, please top up first',
  },
  'novels.autoUnlockOff': {
    zh: '未开启自动购买下一章',
    en: 'Auto-unlock of the next chapter is not turned on for this book',
  },
  'novels.offShelf': {
    zh: '该小说已下架，不能购买章节',
    en: 'This novel is off the shelf, its chapters cannot be bought',
  },
  'novels.badCursor': {
    zh: '翻页参数无效，请从第一页开始',
    en: 'Invalid page cursor, please start from the first page',
  },
  'novels.importEmpty': {
    zh: '文件中没有可导入的正文',
    en: 'The file holds no text to import',
  },
  'novels.importTooLarge': {
    zh: '文件不能超过{kb}KB',
    en: 'The file must not be larger than {kb} KB',
  },
  'novels.importEncoding': {
    zh: '无法识别文件编码，请使用UTF-8或GBK/GB18030编码的.txt文件',
    en: 'Unknown encoding: please use a .txt file in UTF-8 or GBK/GB18030',
  },
  'novels.importTooMany': {
    zh: '一次最多导入{max}章',
    en: 'At most {max} chapters can be imported at once',
  },
  'novels.importChapterTooLong': {
    zh: '“{title}”超过{max}字，请拆分后再导入',
    en: '"{title}" is longer than {max} characters, please split it first',
  },
  'novels.kindName': { zh: '小说', en: 'novel' },
  'novels.defaultVolume': { zh: '正文', en: 'Main text' },
  'novels.saleTitle': { zh: '小说章节：{title}', en: 'Novel chapter: {title}' },
} as const satisfies Record<string, Record<Lang, string>>;

type NovelsMessages = typeof novelsMessages;

declare module '../../platform/http/messages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's keys
  interface MessageCatalogue extends NovelsMessages {}
}
