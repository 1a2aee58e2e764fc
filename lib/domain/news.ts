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

/** The public view of a news item (docs/product-rules.md#news-item): what the public news pages show. */
export interface PublicNews {
  id: string;
  title: string;
  summary: string;
  content: string;
  image: string;
  /** publishedAt, else createdAt (ISO). */
  date: string;
  author: string;
  comments: number;
  readTime: number;
  category: NewsCategory;
  tags: string[];
  featured: boolean;
  views: number;
  likes: number;
  shares: number;
  slug: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string[];
  allowComments: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The admin view of a news item (docs/product-rules.md#news-item): the admin list rows and edit form. */
export interface AdminNews {
  id: string;
  title: string;
  excerpt: string;
  content: string;
  category: NewsCategory;
  author: { name: string; email: string; bio: string };
  tags: string[];
  status: NewsStatus;
  featured: boolean;
  views: number;
  createdAt: string;
}
