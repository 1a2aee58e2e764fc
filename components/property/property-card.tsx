import Image from 'next/image';
import Link from 'next/link';

import { CardActions } from '@/components/listing/card-actions';
import type { PropertyCardModel } from '@/lib/domain/property';

import styles from './card-enter.module.css';

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

/** The card's badges; beside the favourite and compare buttons (`actions`) they wrap before them. */
function Badges({ property, actions }: { property: PropertyCardModel; actions: boolean }) {
  return (
    <span
      className={`absolute left-3 top-3 flex flex-wrap gap-2 whitespace-nowrap text-xs font-semibold ${actions ? 'right-26' : 'right-3'}`}
    >
      <span className="rounded-full bg-primary px-2.5 py-1 text-white">{property.operationLabel}</span>
      {property.featured && <span className="rounded-full bg-secondary px-2.5 py-1 text-ink">Destacado</span>}
      {property.status === 'reservado' && <span className="rounded-full bg-white px-2.5 py-1 text-ink">Reservado</span>}
      {property.previousPrice && (
        <span className="rounded-full bg-emerald-700 px-2.5 py-1 text-white" data-testid="price-drop-badge">
          Bajó de precio
        </span>
      )}
    </span>
  );
}

function Facts({ property }: { property: PropertyCardModel }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-sm text-ink">
      {property.beds > 0 && (
        <Fact
          label="habitaciones"
          value={`${property.beds} hab.`}
          icon={<path d="M3 18v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6M3 14h18M6 10V7a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3" />}
        />
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
  );
}

/**
 * A catalogue card in the grid or list layout. `priority` preloads the photo (the first
 * card is a phone's largest paint); `eager` only skips lazy loading; `index` staggers the entry.
 */
export function PropertyCard({
  property,
  priority = false,
  eager = false,
  variant = 'grid',
  index,
  actions = false,
}: {
  property: PropertyCardModel;
  priority?: boolean;
  eager?: boolean;
  variant?: 'grid' | 'list';
  index?: number;
  actions?: boolean;
}) {
  const list = variant === 'list';
  const animated = index !== undefined;
  return (
    <article
      data-variant={variant}
      className={`group relative flex overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md ${
        list ? 'flex-col sm:flex-row' : 'flex-col'
      } ${animated ? styles.enter : ''}`}
      style={animated ? { animationDelay: `${50 + 50 * index}ms` } : undefined}
    >
      {/* The title link is the accessible one; the photo repeats it for pointer users only. */}
      <Link
        href={property.href}
        tabIndex={-1}
        aria-hidden
        prefetch={false}
        className={`relative block overflow-hidden bg-surface ${list ? 'aspect-[3/2] sm:aspect-auto sm:w-2/5 sm:shrink-0' : 'aspect-[3/2]'}`}
      >
        {property.image ? (
          <Image
            src={property.image.url}
            alt={property.image.alt}
            fill
            fetchPriority={priority ? 'high' : 'auto'}
            loading={priority || eager ? 'eager' : 'lazy'}
            sizes={
              list
                ? '(min-width: 1280px) 360px, (min-width: 640px) 40vw, 100vw'
                : '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'
            }
            className="object-cover transition duration-500 group-hover:scale-105"
          />
        ) : (
          <span className="grid h-full min-h-40 place-items-center text-muted">Sin fotos</span>
        )}
        <Badges property={property} actions={actions} />
      </Link>
      {actions && (
        <div className="absolute right-3 top-3">
          <CardActions id={property.id} title={property.title} />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <p className="text-xs font-medium uppercase tracking-wide text-muted">{property.typeLabel}</p>
        <h2 className="text-base font-semibold leading-snug text-ink">
          {/* No prefetch: a listing page would otherwise render every detail page up front. */}
          <Link href={property.href} prefetch={false} className="hover:text-primary">
            {property.title}
          </Link>
        </h2>
        <p className="text-sm text-muted" data-testid="property-location">
          {property.location}
        </p>
        <p className="mt-auto pt-2 text-lg font-bold text-primary" data-testid="property-price">
          {property.formattedPrice}
          {property.priceSuffix && <span className="text-sm font-medium text-muted">{property.priceSuffix}</span>}
        </p>
        {property.previousPrice && (
          <p className="-mt-1 text-sm text-muted" data-testid="previous-price">
            Antes <del>{property.previousPrice}</del>
          </p>
        )}
        <Facts property={property} />
        {list && (
          <Link
            href={property.href}
            prefetch={false}
            aria-label={`Ver detalles de ${property.title}`}
            className="mt-2 self-start rounded-full bg-primary px-5 py-2 text-sm font-semibold text-white hover:bg-primary-dark"
          >
            Ver detalles
          </Link>
        )}
      </div>
    </article>
  );
}
