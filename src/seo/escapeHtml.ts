/** `text` safe inside HTML text and double- or single-quoted attributes (`&<>"'` as numeric references). */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
