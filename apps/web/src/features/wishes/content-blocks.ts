import { blockKey, type BodyBlock } from '../publish';

/**
 * A saved wish's rich text back into the editor's blocks, for continuing a draft: each paragraph a text
 * block (its line breaks kept), each picture an image block. Anything else keeps its text.
 */
export function htmlToBlocks(html: string): BodyBlock[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const blocks: BodyBlock[] = [];
  for (const node of [...doc.body.childNodes]) {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent?.trim() ?? '';
      if (text) blocks.push({ key: blockKey(), type: 'text', text });
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const element = node as Element;
    for (const image of element.tagName === 'IMG' ? [element] : [...element.querySelectorAll('img')]) {
      const src = image.getAttribute('src');
      if (src) blocks.push({ key: blockKey(), type: 'image', url: src });
    }
    const copy = element.cloneNode(true) as Element;
    copy.querySelectorAll('br').forEach((br) => br.replaceWith('\n'));
    const text = copy.textContent?.trim() ?? '';
    if (text) blocks.push({ key: blockKey(), type: 'text', text });
  }
  return blocks.length > 0 ? blocks : [{ key: blockKey(), type: 'text', text: '' }];
}
