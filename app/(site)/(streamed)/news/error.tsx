'use client';

import { LoadError } from '@/components/ui/load-error';

/** docs/product-rules.md#news: the list could not be loaded (for example, the database is down). */
export default function NewsError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return <LoadError title="Error al cargar las noticias" retry={retry} />;
}
