import Image from 'next/image';
import Link from 'next/link';
import type { PropertyCardModel } from '@/lib/services/properties/mapper';

function Fact({ label, value, icon }: { label: string; value: string; icon: React.ReactNode }) {
  return (
    <li className="flex items-center gap-1.5" title={label}>
      <svg aria-hidden viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-[1.8] text-primary">
        {icon}
      </svg>
      <span>
        {value} <span className="sr-only">{label}</span>
      </span>
    </li>
  );
}

/**
 * `priority` preloads the photo (the first card: the phone's LCP); `eager` only skips lazy
 * loading (the rest of the desktop's first row), so they do not compete with the first.
 */
export function PropertyCard({
  property,
  priority = false,
  eager = false,
}: {
  property: PropertyCardModel;
  priority?: boolean;
  eager?: boolean;
}) {
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      {/* The title link is the accessible one; the photo repeats it for pointer users only. */}
      <Link
        href={property.href}
        tabIndex={-1}
        aria-hidden
        prefetch={false}
        className="relative block aspect-[3/2] overflow-hidden bg-surface"
      >
        {property.image ? (
          <Image
            src={property.image.url}
            alt={property.image.alt}
            fill
            priority={priority}
            loading={priority ? undefined : eager ? 'eager' : 'lazy'}
            sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="object-cover transition duration-500 group-hover:scale-105"
          />
        ) : (
          <span className="grid h-full place-items-center text-muted">Sin fotos</span>
        )}
        <span className="absolute left-3 top-3 flex gap-2 text-xs font-semibold">
          <span className="rounded-full bg-primary px-2.5 py-1 text-white">{property.operationLabel}</span>
          {property.featured && <span className="rounded-full bg-secondary px-2.5 py-1 text-ink">Destacado</span>}
          {property.status === 'reservado' && <span className="rounded-full bg-white px-2.5 py-1 text-ink">Reservado</span>}
        </span>
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-medium uppercase tracking-wide text-muted">{property.typeLabel}</p>
        <h2 className="text-base font-semibold leading-snug text-ink">
          {/* No prefetch: a listing page would otherwise render every detail page up front. */}
          <Link href={property.href} prefetch={false} className="hover:text-primary">
            {property.title}
          </Link>
        </h2>
        <p className="text-sm text-muted">{property.location}</p>
        <p className="mt-auto pt-2 text-lg font-bold text-primary" data-testid="property-price">
          {property.formattedPrice}
          {property.priceSuffix && <span className="text-sm font-medium text-muted">{property.priceSuffix}</span>}
        </p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-sm text-ink">
          {property.beds > 0 && (
            <Fact label="habitaciones" value={`${property.beds} hab.`} icon={<path d="M3 18v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6M3 14h18M6 10V7a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3" />} />
          )}
          {property.baths > 0 && (
            <Fact
              label="baños"
              value={property.baths === 1 ? '1 baño' : `${property.baths} baños`}
              icon={<path d="M4 12h16v2a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5v-2ZM6 12V6a2 2 0 0 1 4 0" />}
            />
          )}
          <Fact label="área" value={property.area} icon={<path d="M4 4h16v16H4zM4 9h5V4M20 15h-5v5" />} />
        </ul>
      </div>
    </article>
  );
}
