import { listPublicProperties } from '@/lib/services/properties';
import { toPropertyCard, type ApiProperty } from '@/lib/services/properties/mapper';
import { propertyListQuerySchema } from '@/lib/validation/properties';
import { PropertyCard } from './property-card';

/** Three listed properties of the same city, type and operation (cached catalogue read). */
export async function SimilarProperties({ property }: { property: ApiProperty }) {
  const query = propertyListQuerySchema.parse({
    limit: 4,
    type: property.type,
    operation: property.operation,
    ...(property.location.cityCode && { city: property.location.cityCode }),
  });
  const { items } = await listPublicProperties(query);
  const similar = items.filter((p) => p._id !== property._id).slice(0, 3);
  if (similar.length === 0) return null;
  return (
    <section aria-labelledby="similares-titulo" className="mt-14">
      <h2 id="similares-titulo" className="text-2xl font-bold text-ink">
        Propiedades similares
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {similar.map((p) => (
          <li key={p._id}>
            <PropertyCard property={toPropertyCard(p)} actions />
          </li>
        ))}
      </ul>
    </section>
  );
}
