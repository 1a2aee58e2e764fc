'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useEffect, useRef } from 'react';

import { OPERATION_LABELS, PROPERTY_TYPE_LABELS } from '@/lib/domain/property';
import { formatPrice } from '@/lib/format';
import type { MapPoint } from '@/lib/validation/property-map';

const price = (p: MapPoint) => `${formatPrice(p.price)}${p.operation === 'arriendo' && p.price > 0 ? '/mes' : ''}`;

function Row({ point }: { point: MapPoint }) {
  return (
    <li className="flex gap-3">
      <div className="relative h-16 w-20 shrink-0 overflow-hidden rounded-lg bg-surface">
        {point.image && <Image src={point.image} alt="" fill sizes="80px" className="object-cover" />}
      </div>
      <div className="min-w-0 text-sm">
        <p className="font-bold text-primary">{price(point)}</p>
        <Link href={`/property/${point._id}`} className="line-clamp-2 font-semibold text-ink hover:underline">
          {point.title}
        </Link>
        <p className="text-xs text-muted">
          {PROPERTY_TYPE_LABELS[point.type]} · {OPERATION_LABELS[point.operation]}
          {!point.exact && ' · ubicación aproximada'}
        </p>
      </div>
    </li>
  );
}

/**
 * The card a map marker opens: photo, price, title and link of its listing (or of each listing
 * sharing the place). It takes the focus so a keyboard user lands on it; Escape or 'Cerrar' closes it.
 */
export function MapCard({ points, onClose }: { points: MapPoint[]; onClose: () => void }) {
  const card = useRef<HTMLElement>(null);
  useEffect(() => card.current?.focus(), [points]);
  return (
    <section
      ref={card}
      tabIndex={-1}
      aria-label={points.length === 1 ? 'Inmueble en el mapa' : `${points.length} inmuebles en este lugar`}
      data-testid="map-card"
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
      className="absolute inset-x-3 bottom-8 z-[1001] rounded-xl bg-white p-3 shadow-lg outline-none"
    >
      <ul className="max-h-52 space-y-3 overflow-y-auto pr-8">
        {points.map((point) => (
          <Row key={point._id} point={point} />
        ))}
      </ul>
      <button
        type="button"
        onClick={onClose}
        aria-label="Cerrar"
        className="absolute right-2 top-2 grid size-8 place-items-center rounded-full text-lg text-ink hover:bg-surface"
      >
        <span aria-hidden>×</span>
      </button>
    </section>
  );
}
