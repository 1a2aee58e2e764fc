import Image from 'next/image';

import type { PublicNews } from '@/lib/domain/news';

/** A news item's picture, filling its box; `priority` where it is the first paint's largest image. */
export function NewsImage({
  news,
  sizes,
  priority,
  className,
}: {
  news: Pick<PublicNews, 'image' | 'title'>;
  sizes: string;
  priority: boolean;
  className: string;
}) {
  return (
    <Image
      src={news.image}
      alt={`Imagen de la noticia: ${news.title}`}
      fill
      sizes={sizes}
      fetchPriority={priority ? 'high' : 'auto'}
      loading={priority ? 'eager' : 'lazy'}
      className={className}
    />
  );
}
