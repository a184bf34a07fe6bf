/**
 * Text a user sets (names, titles, remarks, notices, search words, message bodies). Every such field is
 * declared with one of the builders below, so the server refuses the same characters everywhere and the
 * web client's forms can ask `textProblem` the same question before sending.
 */
import { z } from 'zod';

/**
 * `line`: one line (titles, search words, codes). `multiline`: may hold line breaks and tabs (an intro, a
 * notice, a message). `name`: one line that is also free of invisible characters, so that a nickname,
 * remark, label or group name cannot pass for another by hiding characters in it.
 */
export type TextKind = 'line' | 'multiline' | 'name';

/** Why a text was refused; `lineBreak` is a control character that is a line break, in a one-line field. */
export type TextRule = 'lineBreak' | 'control' | 'surrogate' | 'direction' | 'invisible';

export interface TextProblem {
  rule: TextRule;
  /** The first refused character, written `U+202E` (never the text itself). */
  char: string;
}

/** Embeddings, overrides and isolates: they reorder what follows them on screen (U+202A–U+202E, U+2066–U+2069). */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * Characters that show nothing: direction marks (U+200E, U+200F, U+061C), zero-width space and non-joiner,
 * word joiner and invisible operators, the byte-order mark, the soft hyphen, Hangul and braille fillers
 * and other blank letters people use to fake or blank a name.
 */
const INVISIBLE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200c],
  [0x200e, 0x200f],
  [0x2060, 0x2064],
  [0x206a, 0x206f],
  [0x2800, 0x2800],
  [0x3164, 0x3164],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff9, 0xfffb],
];
const ZERO_WIDTH_JOINER = 0x200d;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const isPictograph = (codePoint: number | undefined) =>
  codePoint !== undefined && PICTOGRAPH.test(String.fromCodePoint(codePoint));
/** What may stand before a joiner inside one emoji: a pictograph, a skin tone, or the emoji presentation selector. */
const endsEmojiPart = (codePoint: number | undefined) =>
  isPictograph(codePoint) ||
  codePoint === 0xfe0f ||
  (codePoint !== undefined && codePoint >= 0x1f3fb && codePoint <= 0x1f3ff);

/**
 * The first invisible character of a well-formed text. The zero-width joiner is one too, except between
 * two parts of one emoji (👨‍👩‍👧), where it is what builds it.
 */
function firstInvisible(value: string): number | undefined {
  const codePoints = Array.from(value, (char) => char.codePointAt(0)!);
  return codePoints.find((codePoint, index) => {
    if (codePoint === ZERO_WIDTH_JOINER) {
      return !(endsEmojiPart(codePoints[index - 1]) && isPictograph(codePoints[index + 1]));
    }
    return INVISIBLE_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);
  });
}

const codePointText = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The first reason a text may not be stored, or null when it may. Control characters (C0, DEL, C1) are
 * refused, except line feed and tab in a multi-line text; so are lone UTF-16 surrogates, direction
 * overrides and isolates, and in names invisible characters.
 */
export function textProblem(value: string, kind: TextKind = 'line'): TextProblem | null {
  for (let index = 0; index < value.length; index++) {
    const unit = value.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdfff) {
      const next = value.charCodeAt(index + 1);
      const paired = unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
      if (!paired) return { rule: 'surrogate', char: codePointText(unit) };
      index++;
      continue;
    }
    if (unit < 0x20 || (unit >= 0x7f && unit <= 0x9f)) {
      const lineBreak = unit === 0x0a || unit === 0x0d;
      if (kind === 'multiline' && (unit === 0x0a || unit === 0x09)) continue;
      return { rule: lineBreak && kind !== 'multiline' ? 'lineBreak' : 'control', char: codePointText(unit) };
    }
  }
  const direction = DIRECTION_CONTROLS.exec(value);
  if (direction) return { rule: 'direction', char: codePointText(direction[0].charCodeAt(0)) };
  if (kind === 'name') {
    const invisible = firstInvisible(value);
    if (invisible !== undefined) return { rule: 'invisible', char: codePointText(invisible) };
  }
  return null;
}

/** The custom issue a refused text raises; the server's message catalogue turns it into a sentence. */
export interface TextIssueParams {
  rule: 'text';
  problem: TextRule;
  char: string;
}

export interface TextOptions {
  /** Shortest length after trimming; leave out for an optional or possibly empty text. */
  min?: number;
  /** Leading and trailing whitespace is dropped unless this is false (message bodies keep theirs). */
  trim?: boolean;
}

function userText(kind: TextKind, max: number, options: TextOptions) {
  let schema = z.string();
  // Browsers send line feeds; a client that sends CR LF means the same line break.
  if (kind === 'multiline') schema = schema.overwrite((value) => value.replace(/\r\n/g, '\n'));
  if (options.trim !== false) schema = schema.trim();
  if (options.min !== undefined) schema = schema.min(options.min);
  return schema.max(max).superRefine((value, context) => {
    const problem = textProblem(value, kind);
    if (!problem) return;
    const params: TextIssueParams = { rule: 'text', problem: problem.rule, char: problem.char };
    context.addIssue({ code: 'custom', params, input: value });
  });
}

/** A one-line text of at most `max` characters: titles, search words, codes, file names. */
export const lineText = (max: number, options: TextOptions = {}) => userText('line', max, options);

/** A text that may span lines (line feeds and tabs allowed): intros, notices, comments, messages. */
export const multilineText = (max: number, options: TextOptions = {}) => userText('multiline', max, options);

/** A name people see in place of someone or something: nickname, remark, label, group name. */
export const nameText = (max: number, options: TextOptions = {}) => userText('name', max, options);
