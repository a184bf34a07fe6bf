/**
 * The server sanitises rich text on the way in; the page checks it again before it lands in the DOM, so a
 * row written some other way (an import, an old version) still cannot run script or restyle the page.
 * Same allowlist as the server: simple text blocks, links and images over http(s) or the site's own paths.
 */
const ALLOWED_TAGS = new Set([
  'P',
  'BR',
  'STRONG',
  'EM',
  'U',
  'S',
  'H2',
  'H3',
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

function clean(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const element = node as Element;
  const tag = element.tagName.toUpperCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return [];
  const children = [...element.childNodes].flatMap((child) => clean(child, doc));
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
  if (tag === 'IMG') copy.setAttribute('loading', 'lazy');
  copy.append(...children);
  return [copy];
}

/** The HTML with everything outside the allowlist removed. */
export function safeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = doc.createElement('div');
  out.append(...[...doc.body.childNodes].flatMap((child) => clean(child, doc)));
  return out.innerHTML;
}
