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
