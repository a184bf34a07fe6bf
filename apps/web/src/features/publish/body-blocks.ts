/** An article body as the editor holds it: paragraphs of text and uploaded images, in order. */
export type BodyBlock =
  { key: string; type: 'text'; text: string } | { key: string; type: 'image'; url: string };

let nextKey = 0;
export const blockKey = () => `block-${(nextKey += 1)}`;

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The body as the rich text the server stores: one <p> per paragraph (line breaks kept), images in place. */
export function blocksToHtml(blocks: readonly BodyBlock[]): string {
  return blocks
    .map((block) => {
      if (block.type === 'image') return `<p><img src="${escapeHtml(block.url)}" alt=""></p>`;
      const text = block.text.trim();
      return text ? `<p>${text.split(/\r?\n/).map(escapeHtml).join('<br>')}</p>` : '';
    })
    .join('');
}

/** Whether the body says anything at all: some text or an image. */
export const hasContent = (blocks: readonly BodyBlock[]) =>
  blocks.some((block) => block.type === 'image' || block.text.trim() !== '');

/** The first image, which becomes the article's cover. */
export const firstImageOf = (blocks: readonly BodyBlock[]) =>
  blocks.find((block): block is Extract<BodyBlock, { type: 'image' }> => block.type === 'image')?.url;
