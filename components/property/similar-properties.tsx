import { listPublicProperties } from '@/lib/services/properties';
import type { ApiProperty } from '@/lib/services/properties/mapper';
import { propertyListQuerySchema } from '@/lib/validation/properties';
import { PropertyCardGrid } from './property-card-grid';

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
      <PropertyCardGrid properties={similar} />
    </section>
  );
}
