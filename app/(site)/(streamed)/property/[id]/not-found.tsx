import { BackButton } from '@/components/property/back-button';
import { NotFoundNotice } from '@/components/site/not-found-notice';

/** docs/product-rules.md#property-page: unknown, malformed or non-public ids. */
export default function PropertyNotFound() {
  return (
    <NotFoundNotice title="Propiedad no encontrada" text="La propiedad que buscas no existe.">
      <BackButton />
    </NotFoundNotice>
  );
}
