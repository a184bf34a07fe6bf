/** Text made safe inside HTML text and quoted attributes: the five characters that could end either. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
