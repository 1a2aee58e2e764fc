import type { PropertyStatus } from './property';

// The ficha técnica: one printable A4 page of a listing (docs/ficha.md). This module decides what
// the page says; lib/services/ficha draws it.

export const FICHA_LABEL = 'Descargar ficha';

/** Ley 1480 de 2011, art. 26: the price is told in pesos, with everything the buyer will pay. */
export const FICHA_PRICE_NOTES = {
  venta:
    'Precio total de venta en pesos colombianos (COP), único precio vinculante, informado según el artículo 26 de la Ley 1480 de 2011 (Estatuto del Consumidor).',
  arriendo:
    'Valores mensuales en pesos colombianos (COP), informados según el artículo 26 de la Ley 1480 de 2011 (Estatuto del Consumidor): el canon y la administración suman el total que paga el arrendatario.',
  none: 'Precio a consultar con el asesor; se informará en pesos colombianos (COP), según la Ley 1480 de 2011.',
} as const;

/** Said under the address when the owner did not allow the exact one (docs/catalogue-and-map.md). */
export const FICHA_APPROXIMATE = 'Ubicación aproximada: la dirección exacta se comparte al agendar la visita.';

export const FICHA_STATUS_NOTES: Partial<Record<PropertyStatus, string>> = {
  reservado: 'Reservado',
  vendido: 'Vendido',
  arrendado: 'Arrendado',
  borrador: 'Borrador',
  pendiente: 'Pendiente de publicación',
  inactivo: 'Inactivo',
};

/** How long the description's opening may be on the page (characters). */
export const FICHA_DESCRIPTION_CHARS = 700;

export interface FichaView {
  title: string;
  /** The agency's reference (IB-0001), '' while a listing has none. */
  code: string;
  /** "Apartamento en venta". */
  kind: string;
  /** A status the reader must know (Vendido, Reservado...), or ''. */
  status: string;
  /** The binding price lines: [label, value]; the last one is the figure to read. */
  prices: Array<[string, string]>;
  priceNote: string;
  facts: Array<[string, string]>;
  amenities: string[];
  description: string;
  address: string;
  approximate: boolean;
  agent: { name: string; phone: string; whatsapp: string; email: string };
  agency: {
    name: string;
    initials: string;
    phone: string;
    whatsapp: string;
    email: string;
    address: string;
    website: string;
    colour: string;
  };
  /** What the QR code opens: the canonical URL with utm_source=ficha. */
  url: string;
  /** Up to three photo URLs, the main one first. */
  photos: string[];
  /** "27 de noviembre de 2026". */
  generatedOn: string;
}

/** The description's opening: whole words up to `max` characters, with an ellipsis when cut. */
export function descriptionOpening(text: string, max = FICHA_DESCRIPTION_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const end = cut.lastIndexOf(' ');
  return `${(end > max * 0.6 ? cut.slice(0, end) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** "+57 310 555 1234" from "573105551234"; other numbers as "+<digits>"; '' when none. */
export function formatWhatsapp(digits: string): string {
  const clean = digits.replace(/\D/g, '');
  if (!clean) return '';
  const local = /^57(\d{3})(\d{3})(\d{4})$/.exec(clean);
  return local ? `+57 ${local[1]} ${local[2]} ${local[3]}` : `+${clean}`;
}

/** "IB" from "Inmobiliaria Bogotá": the wordmark's monogram, as in the site's header. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word));
  const letters = (words.length > 0 ? words : name.split(/\s+/)).map((word) => word[0] ?? '');
  return letters.join('').slice(0, 2).toUpperCase() || 'IB';
}

const dayFormatter = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Bogota',
});

/** "27 de noviembre de 2026", Bogotá's day. */
export function fichaDate(at: Date): string {
  return dayFormatter.format(at);
}
