/** The browser tab's text for a page; React 19 hoists a rendered <title> into the document head. */
export function pageTitle(page?: string): string {
  return page ? `${page} · Convene` : 'Convene: AI voice agents and meeting bots';
}
