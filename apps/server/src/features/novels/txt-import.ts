import { novels } from '@fox/contracts';
import { AppError } from '../../platform/http/app-error.js';
import { paragraphsOf, storedText, wordCountOf } from './chapter-text.js';

/** A chapter found in an imported file. */
export interface ImportedChapter {
  title: string;
  paragraphs: string[];
  text: string;
  wordCount: number;
}

/**
 * The file's text and the encoding it was in. UTF-8 is tried first and strictly: GB18030 bytes of Chinese
 * text are almost never valid UTF-8, while any byte string is some GB18030 text, so the strict UTF-8 reading
 * tells the two apart. A UTF-8 byte-order mark is dropped. Node's full ICU decodes GB18030 (and so GBK and
 * GB2312, its subsets).
 */
export function decodeTxt(bytes: Uint8Array): { text: string; encoding: novels.ImportEncoding } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    try {
      return { text: new TextDecoder('gb18030', { fatal: true }).decode(bytes), encoding: 'gb18030' };
    } catch {
      throw new AppError(400, 'novels.importEncoding');
    }
  }
}

/**
 * A heading line: 第十二章 标题, 第12章, 第一百零三回, 第3节, also 序章/楔子/尾声 and a volume line
 * (第一卷 …) which starts no chapter and is skipped. Headings are short: a long line that happens to start
 * with 第…章 is prose.
 */
const CHAPTER_HEADING =
  /^(?:第[0-9零〇一二两三四五六七八九十百千万０-９]{1,9}[章回节]|序章|序言|楔子|引子|尾声|后记|番外)(?:[\s\u3000:：、.．]*)(.*)$/;
const VOLUME_HEADING = /^第[0-9零〇一二两三四五六七八九十百千０-９]{1,6}[卷部]/;
const HEADING_MAX = 40;

const isHeading = (line: string) => line.length <= HEADING_MAX && CHAPTER_HEADING.test(line);

/**
 * Splits a book's text at its chapter headings. Text before the first heading (a title page, the author's
 * note) is left out when headings follow; a file without any heading is one chapter named by `fallbackTitle`.
 */
export function splitChapters(text: string, fallbackTitle: string): ImportedChapter[] {
  const lines = paragraphsOf(text);
  const found: Array<{ title: string; paragraphs: string[] }> = [];
  for (const line of lines) {
    if (line.length <= HEADING_MAX && VOLUME_HEADING.test(line) && !CHAPTER_HEADING.test(line)) continue;
    if (isHeading(line)) {
      found.push({ title: line.slice(0, novels.CHAPTER_TITLE_MAX), paragraphs: [] });
    } else if (found.length > 0) {
      found[found.length - 1]!.paragraphs.push(line);
    }
  }
  if (found.length === 0 && lines.length > 0) found.push({ title: fallbackTitle, paragraphs: lines });
  return found
    .filter((chapter) => chapter.paragraphs.length > 0)
    .map((chapter) => {
      const stored = storedText(chapter.paragraphs);
      return { ...chapter, text: stored, wordCount: wordCountOf(stored) };
    });
}

/** Reads an import's base64 bytes into chapters, refusing what the book cannot take. */
export function chaptersOfFile(base64: string, fallbackTitle: string) {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > novels.IMPORT_FILE_MAX_BYTES) {
    throw new AppError(400, 'novels.importTooLarge', { kb: novels.IMPORT_FILE_MAX_BYTES / 1024 });
  }
  const { text, encoding } = decodeTxt(bytes);
  const chapters = splitChapters(text, fallbackTitle);
  if (chapters.length === 0) throw new AppError(400, 'novels.importEmpty');
  if (chapters.length > novels.IMPORT_CHAPTERS_MAX) {
    throw new AppError(400, 'novels.importTooMany', { max: novels.IMPORT_CHAPTERS_MAX });
  }
  const tooLong = chapters.find((chapter) => chapter.text.length > novels.CHAPTER_TEXT_MAX);
  if (tooLong) {
    throw new AppError(400, 'novels.importChapterTooLong', {
      title: tooLong.title,
      max: novels.CHAPTER_TEXT_MAX,
    });
  }
  return { encoding, chapters };
}
