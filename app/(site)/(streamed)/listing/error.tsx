'use client';

import { LoadError } from '@/components/ui/load-error';

/** docs/product-rules.md#catalogue: the catalogue could not be loaded (for example, the database is down). */
export default function ListingError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return <LoadError title="Error al cargar propiedades" retry={retry} />;
}
