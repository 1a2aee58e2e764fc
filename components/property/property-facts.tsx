import { formatArea, formatNumber } from '@/lib/format';
import type { ApiProperty } from '@/lib/validation/property-response';

/** The features (docs/product-rules.md#property), each shown when known. */
export function PropertyFacts({ property }: { property: ApiProperty }) {
  const f = property.features;
  const facts: Array<[string, string]> = [
    ['Habitaciones', String(f.bedrooms)],
    ['Baños', String(f.bathrooms)],
    ['Parqueaderos', String(f.parking)],
    ['Área', formatArea(f.area)],
    ['Piso', f.totalFloors > 1 ? `${f.floor} de ${f.totalFloors}` : String(f.floor)],
    ['Estrato', property.estrato ? String(property.estrato) : 'N/A'],
    ['Año de construcción', f.yearBuilt ? String(f.yearBuilt) : 'N/A'],
  ];
  if (property.pricePerM2 > 0) facts.push(['Precio por m²', `$ ${formatNumber(property.pricePerM2)}`]);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="property-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="rounded-xl bg-surface p-4">
          <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
          <dd className="mt-1 text-lg font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const YES: Array<[keyof Pick<ApiProperty, 'elevator' | 'gatedCommunity' | 'petsAllowed'>, string]> = [
  ['elevator', 'Ascensor'],
  ['gatedCommunity', 'Conjunto cerrado'],
  ['petsAllowed', 'Admite mascotas'],
];

/** The amenities, plus the Colombian yes/no features that apply. */
export function PropertyAmenities({ property }: { property: ApiProperty }) {
  const items = [...property.amenities, ...YES.filter(([key]) => property[key]).map(([, label]) => label)];
  if (items.length === 0) return <p className="text-muted">Sin comodidades registradas.</p>;
  return (
    <ul className="grid gap-2 sm:grid-cols-2" data-testid="property-amenities">
      {items.map((item) => (
        <li key={item} className="flex items-center gap-2 text-ink">
          <svg
            aria-hidden
            viewBox="0 0 24 24"
            className="size-5 shrink-0 fill-none stroke-current stroke-2 text-primary"
          >
            <path d="m5 12 5 5 9-10" />
          </svg>
          {item}
        </li>
      ))}
    </ul>
  );
}
