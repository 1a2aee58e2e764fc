import { toPropertyCard } from '@/lib/validation/property-card';
import type { ApiProperty } from '@/lib/validation/property-response';

import { PropertyCard } from './property-card';

/** A plain grid of cards with the favourite and compare toggles (favourites, similar properties). */
export function PropertyCardGrid({ properties }: { properties: ApiProperty[] }) {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {properties.map((p) => (
        <li key={p._id}>
          <PropertyCard property={toPropertyCard(p)} actions />
        </li>
      ))}
    </ul>
  );
}
