// Date pieces of the news pages, in Bogotá time (docs/product-rules.md#property: dates in short Spanish format).

const TIME_ZONE = 'America/Bogota';
const day = new Intl.DateTimeFormat('es-CO', { day: '2-digit', timeZone: TIME_ZONE });
const month = new Intl.DateTimeFormat('es-CO', { month: 'short', timeZone: TIME_ZONE });

/** The card badge: { day: '05', month: 'NOV' }. */
export function dateBadge(iso: string): { day: string; month: string } {
  const date = new Date(iso);
  return { day: day.format(date), month: month.format(date).replace(/\./g, '').toUpperCase() };
}

export { newsCategoryLabel as categoryLabel } from '@/lib/domain/news';

/** Plain-text content as paragraphs (blank lines, else single line breaks, separate them); tags stripped. */
export function paragraphs(content: string): string[] {
  const text = content.replace(/<[^>]*>/g, ' ').replace(/\r\n/g, '\n');
  const blocks = text.includes('\n\n') ? text.split(/\n{2,}/) : text.split('\n');
  return blocks.map((p) => p.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** News page sizes (docs/product-rules.md#limits); 4 by default. */
export const NEWS_PAGE_SIZES = [4, 8, 12, 24] as const;

export function newsPageSize(value: string | undefined): number {
  const n = Number(value);
  return (NEWS_PAGE_SIZES as readonly number[]).includes(n) ? n : NEWS_PAGE_SIZES[0];
}
