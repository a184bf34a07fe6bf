/**
 * A chapter's text as the novels keep it: plain paragraphs, one per line. Whatever a writer pastes (markup
 * from a web editor, entities, full-width indents, blank lines) is reduced to that, so the reader renders
 * text and never markup, and an offset into a chapter means the same on every device.
 */

const ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  hellip: '…',
  mdash: '—',
  ldquo: '“',
  rdquo: '”',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      // Control characters and out-of-range code points would pass the text checks only to break a line.
      return code >= 0x20 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The paragraphs of a written or pasted text: markup dropped, each trimmed, blank ones left out. */
export function paragraphsOf(text: string): string[] {
  const plain = text
    // Block ends and breaks become line breaks before the tags go, so paragraphs stay apart.
    .replace(/<\s*(br|\/p|\/div|\/h[1-6]|\/li)\b[^>]*>/gi, '\n')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '');
  return (
    decodeEntities(plain)
      // Control and direction characters would break a line or reorder what follows it on screen.
      // eslint-disable-next-line no-control-regex -- these control characters are what it removes
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
      .split(/\r\n|\r|\n/)
      .map((line) => line.replace(/^[\s\u3000]+|[\s\u3000]+$/g, '').replace(/[ \t]{2,}/g, ' '))
      .filter((line) => line.length > 0)
  );
}

/** The stored form: paragraphs joined by line feeds. */
export const storedText = (paragraphs: readonly string[]): string => paragraphs.join('\n');

/**
 * Words as Chinese sites count them: every CJK character and punctuation mark is one, a run of Latin
 * letters or digits is one, spaces count nothing.
 */
export function wordCountOf(text: string): number {
  let count = 0;
  for (const match of text.matchAll(/[A-Za-z0-9]+|[^\sA-Za-z0-9]/gu)) if (match[0]) count += 1;
  return count;
}
