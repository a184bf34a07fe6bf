const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Links to pictures, as comments carry them: http(s) addresses ending in an image extension. */
const IMAGE_LINK = /https?:\/\/[^\s"'<>]+?\.(?:png|jpe?g|gif|webp|bmp)(?:\?[^\s"'<>]*)?(?=$|[\s"'<>])/gi;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * Interact notice text as HTML (spec 002 §5 "Notices"): the text is escaped first, so whatever markup
 * someone typed shows as text, then each image link becomes the `marker` ('[image]').
 */
export function interactTextHtml(text: string, marker: string): string {
  return escapeHtml(text).replace(IMAGE_LINK, escapeHtml(marker));
}
