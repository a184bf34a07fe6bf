import { trackEvent } from '../tracking';

/** A chapter was opened in the reader: the behaviour log hears it under the business type Novel. */
export function recordChapterRead(bookId: number, chapterNumber: number): void {
  trackEvent({
    businessType: 'Novel',
    operaType: 'checkDetail',
    eventSign: 'novel_reader_open_chapter',
    eventName: '阅读小说章节',
    pageName: 'novelReader',
    elementNo: `novel-${bookId}-${chapterNumber}`,
    elementName: String(chapterNumber),
  });
}
