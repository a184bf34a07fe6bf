/**
 * The server sanitises rich text (a reported or reviewed article) before the console gets it; the console
 * checks it once more before it lands in the DOM, because an operator's session is the most valuable one to steal and a
 * row written some other way must still not run script here. The same allowlist as the server's: simple
 * text blocks, links and images over http(s) or the site's own paths.
 */
const ALLOWED_TAGS = new Set([
  'P',
  'BR',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'H2',
  'H3',
  'H4',
  'BLOCKQUOTE',
  'UL',
  'OL',
  'LI',
  'A',
  'IMG',
]);
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = { A: ['href'], IMG: ['src', 'alt'] };
/** Elements whose content is never text to keep. */
const DROPPED_WITH_CONTENT = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'NOSCRIPT',
]);

function isSafeUrl(value: string): boolean {
  const url = value.trim();
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  return /^https?:\/\//i.test(url);
}

function clean(node: Node, doc: Document, lazyImages: boolean): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const element = node as Element;
  const tag = element.tagName.toUpperCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return [];
  const children = [...element.childNodes].flatMap((child) => clean(child, doc, lazyImages));
  // An unknown wrapper keeps its text but loses itself.
  if (!ALLOWED_TAGS.has(tag)) return children;
  const copy = doc.createElement(tag.toLowerCase());
  for (const name of ALLOWED_ATTRIBUTES[tag] ?? []) {
    const value = element.getAttribute(name);
    if (value === null) continue;
    if ((name === 'href' || name === 'src') && !isSafeUrl(value)) continue;
    copy.setAttribute(name, value);
  }
  if (tag === 'IMG' && !copy.hasAttribute('src')) return [];
  if (tag === 'A') {
    copy.setAttribute('target', '_blank');
    copy.setAttribute('rel', 'noopener noreferrer');
  }
  if (tag === 'IMG' && lazyImages) copy.setAttribute('loading', 'lazy');
  copy.append(...children);
  return [copy];
}

/** Rich text reduced to the allowlist, as an HTML string; long texts may load their pictures lazily. */
export function safeHtml(html: string, { lazyImages = false }: { lazyImages?: boolean } = {}): string {
  // A document of its own that never renders: nothing in it loads or runs while it is read.
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const holder = out.createElement('div');
  holder.append(...[...doc.body.childNodes].flatMap((child) => clean(child, out, lazyImages)));
  return holder.innerHTML;
}
