import { pinyin } from 'pinyin-pro';

/**
 * The pinyin syllables of a name, read as a whole word so that polyphonic first characters take their
 * place-name reading (重庆 chong, 长沙 chang, 厦门 xia). Latin letters and digits pass through.
 */
export function pinyinOf(name: string): string[] {
  return pinyin(name.trim(), { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true })
    .map((syllable) => syllable.trim().toLowerCase())
    .filter(Boolean);
}

/** The upper-case letter a name is filed under in the picker's letter index. */
export function initialOf(name: string): string {
  const letter = pinyinOf(name)[0]?.charAt(0).toUpperCase() ?? '';
  if (!/^[A-Z]$/.test(letter)) throw new Error(`The site name "${name}" has no A-Z initial`);
  return letter;
}

/** A key that sorts names the way a Chinese index does: by pinyin, then by the name itself. */
export function pinyinSortKey(name: string): string {
  return `${pinyinOf(name).join(' ')}\u0000${name}`;
}
