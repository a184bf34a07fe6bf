import sanitizeHtml from 'sanitize-html';

const SAFE_IMAGE_SRC = /^(https?:\/\/|\/resource\/)/i;

/**
 * The strict allow-list of rich text: a few text and block tags, links and images. Everything else goes,
 * including every on* attribute, style, script and iframe; links keep only http(s) or relative targets,
 * images only http(s) or uploaded (/resource/) sources.
 */
const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'h2', 'h3', 'blockquote', 'ul', 'ol', 'li', 'a', 'img'],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    // Links never hand the opened page a handle on ours.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !SAFE_IMAGE_SRC.test(frame.attribs.src ?? ''),
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, richTextOptions).trim();
}

/** The sources of the pictures in sanitised rich text, in order. */
export function imageSourcesOf(cleanHtml: string): string[] {
  return [...cleanHtml.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/g)].map((match) =>
    match[1]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"'),
  );
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/** The readable text of sanitised HTML: block ends become spaces, whitespace collapses. */
export function textOf(html: string): string {
  const spaced = html.replace(/<\/(p|h2|h3|li|blockquote)>|<br\s*\/?>/gi, ' ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `length` characters (code points, so no emoji is cut in half) of the text. */
export function summaryOf(html: string, length = 120): string {
  return Array.from(textOf(html)).slice(0, length).join('');
}
