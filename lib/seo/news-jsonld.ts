import type { PublicNews } from '../domain/news';
import type { JsonLdObject } from './json-ld';

/** schema.org NewsArticle of a public news item; `origin` is the site's origin without a trailing slash. */
export function newsArticleJsonLd(
  news: PublicNews,
  { origin, siteName }: { origin: string; siteName: string },
): JsonLdObject {
  const url = `${origin}/news/${news.slug || news.id}`;
  const image = /^https?:\/\//i.test(news.image) ? news.image : `${origin}${news.image}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: news.title.slice(0, 110),
    description: news.metaDescription,
    image: [image],
    datePublished: news.date,
    dateModified: news.updatedAt,
    author: { '@type': 'Person', name: news.author },
    publisher: { '@type': 'Organization', name: siteName, logo: { '@type': 'ImageObject', url: `${origin}/icon.svg` } },
    articleSection: news.category,
    ...(news.keywords.length + news.tags.length > 0 && {
      keywords: [...new Set([...news.keywords, ...news.tags])].join(', '),
    }),
  };
}
