import { BackButton } from '@/components/property/back-button';

/** docs/product-rules.md#property-page: unknown, malformed or non-public ids. */
export default function PropertyNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center md:px-6">
      <p className="text-6xl font-extrabold text-primary" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink">Propiedad no encontrada</h1>
      <p className="mt-3 text-muted">La propiedad que buscas no existe.</p>
      <BackButton />
    </div>
  );
}
