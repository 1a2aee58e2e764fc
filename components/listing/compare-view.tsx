'use client';

import Image from 'next/image';
import Link from 'next/link';

import { PROPERTY_TYPE_LABELS } from '@/lib/domain/property';
import { formatArea, formatPrice, joinLocation } from '@/lib/format';
import type { ApiProperty } from '@/lib/validation/property-response';

import { SavedSection } from './favorites-view';
import { MAX_COMPARE, toggleSaved } from './saved-ids';

const ROWS: Array<[string, (p: ApiProperty) => string]> = [
  ['Precio', (p) => formatPrice(p.price) + (p.operation === 'arriendo' && p.price > 0 ? '/mes' : '')],
  ['Área', (p) => formatArea(p.features.area)],
  ['Habitaciones', (p) => String(p.features.bedrooms)],
  ['Baños', (p) => String(p.features.bathrooms)],
  ['Estrato', (p) => (p.estrato ? String(p.estrato) : 'N/A')],
  ['Administración', (p) => (p.adminFee > 0 ? `${formatPrice(p.adminFee)}/mes` : 'N/A')],
  ['Tipo', (p) => PROPERTY_TYPE_LABELS[p.type]],
  ['Ubicación', (p) => joinLocation([p.location.neighborhood, p.location.locality, p.location.city])],
];

/** /listing?comparar=1: up to three saved properties side by side. */
export function CompareView() {
  return (
    <SavedSection
      kind="compare"
      title="Comparar propiedades"
      intro={`Puedes comparar hasta ${MAX_COMPARE} propiedades.`}
      emptyText="Aún no has agregado propiedades para comparar."
      render={(items) => (
        <div className="mt-6 overflow-x-auto rounded-2xl border border-slate-200">
          <table className="w-full min-w-[36rem] table-fixed border-collapse text-left text-sm">
            <caption className="sr-only">Comparación de propiedades</caption>
            <thead>
              <tr>
                <td className="w-32 bg-surface p-3" />
                {items.map((p) => (
                  <th key={p._id} scope="col" className="bg-surface p-3 align-top font-semibold text-ink">
                    {p.images[0] && (
                      <span className="relative mb-2 block aspect-[3/2] overflow-hidden rounded-lg">
                        <Image
                          src={p.images[0].url}
                          alt={p.images[0].alt || p.title}
                          fill
                          sizes="(min-width: 768px) 280px, 40vw"
                          className="object-cover"
                        />
                      </span>
                    )}
                    <Link href={`/property/${p._id}`} className="hover:text-primary">
                      {p.title}
                    </Link>
                    <button
                      type="button"
                      onClick={() => toggleSaved('compare', p._id)}
                      className="mt-2 block text-xs font-semibold text-primary underline"
                    >
                      Quitar<span className="sr-only"> {p.title} de la comparación</span>
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map(([label, value]) => (
                <tr key={label} className="border-t border-slate-200">
                  <th scope="row" className="p-3 font-medium text-muted">
                    {label}
                  </th>
                  {items.map((p) => (
                    <td key={p._id} className="p-3 text-ink">
                      {value(p)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    />
  );
}
