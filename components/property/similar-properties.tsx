import { listSimilarCards } from '@/lib/services/properties';
import type { ApiProperty } from '@/lib/validation/property-response';

import { PropertyCard } from './property-card';

/** Three listed properties of the same city, type and operation (cached catalogue read). */
export async function SimilarProperties({ property }: { property: ApiProperty }) {
  const { _id: id, type, operation, location } = property;
  const similar = await listSimilarCards({ id, type, operation, cityCode: location.cityCode }, 3);
  if (similar.length === 0) return null;
  return (
    <section aria-labelledby="similares-titulo" className="mt-14">
      <h2 id="similares-titulo" className="text-2xl font-bold text-ink">
        Propiedades similares
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {similar.map((card) => (
          <li key={card.id}>
            <PropertyCard property={card} actions />
          </li>
        ))}
      </ul>
    </section>
  );
}
