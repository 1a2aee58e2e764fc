import type { NewsStatus } from '@/lib/domain/news';

/** Status badges (docs/admin-panel.md#news): any other value shows as draft. */
export const NEWS_STATUS_LABELS: Record<NewsStatus, string> = {
  published: 'Publicado',
  draft: 'Borrador',
  pending: 'Pendiente',
};

export function newsStatusLabel(status: string): string {
  return NEWS_STATUS_LABELS[status as NewsStatus] ?? NEWS_STATUS_LABELS.draft;
}

export const NEWS_STATUS_BADGE: Record<NewsStatus, string> = {
  published: 'bg-green-100 text-green-900',
  draft: 'bg-slate-200 text-slate-800',
  pending: 'bg-amber-100 text-amber-900',
};

export { NEWS_CATEGORY_LABELS } from '@/lib/domain/news';
