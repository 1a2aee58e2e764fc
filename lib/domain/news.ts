import { normalizeText } from '../text';

// SPEC lists two category vocabularies (list vs edit form); we store the union.
export const NEWS_CATEGORIES = [
  'general',
  'mercado',
  'tendencias',
  'finanzas',
  'legal',
  'tecnologia',
  'inversiones',
  'analisis',
  'consejos',
] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const NEWS_STATUSES = ['draft', 'pending', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** The normalised text that news search matches: title, summary and author name, accent-free. */
export function newsSearchText(parts: {
  title?: string | null;
  description?: string | null;
  authorName?: string | null;
}): string {
  return normalizeText([parts.title, parts.description, parts.authorName].filter(Boolean).join(' '));
}

/** Both SPEC vocabularies (edit form and list), as readers and admins see them. */
export const NEWS_CATEGORY_LABELS: Record<NewsCategory, string> = {
  general: 'General',
  mercado: 'Mercado',
  tendencias: 'Tendencias',
  finanzas: 'Finanzas',
  legal: 'Legal',
  tecnologia: 'Tecnología',
  inversiones: 'Inversiones',
  analisis: 'Análisis',
  consejos: 'Consejos',
};

export function newsCategoryLabel(category: string): string {
  return (NEWS_CATEGORY_LABELS as Record<string, string>)[category] ?? category;
}
