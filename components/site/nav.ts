import { listingHref } from '@/lib/listing-url';

export const MAIN_NAV = [
  { href: '/', label: 'Inicio' },
  { href: '/about', label: 'Nosotros' },
  { href: '/listing', label: 'Inmuebles' },
  { href: '/vender', label: 'Vender' },
  { href: '/services', label: 'Servicios' },
  { href: '/simulador', label: 'Simulador' },
  { href: '/news', label: 'Noticias' },
  { href: '/contact', label: 'Contacto' },
] as const;

/** The mobile menu: the main links plus 'Publica con Nosotros', which goes to /contact. */
export const MOBILE_NAV = [...MAIN_NAV, { href: '/contact', label: 'Publica con Nosotros' }] as const;

/** Footer service links: sale, rent, commercial offices, apartments, houses, all to /listing. */
export const FOOTER_SERVICES = [
  { href: listingHref({ operation: 'venta' }), label: 'Inmuebles en venta' },
  { href: listingHref({ operation: 'arriendo' }), label: 'Inmuebles en arriendo' },
  { href: listingHref({ type: 'oficina,local' }), label: 'Oficinas y locales comerciales' },
  { href: listingHref({ type: 'apartamento' }), label: 'Apartamentos' },
  { href: listingHref({ type: 'casa' }), label: 'Casas' },
] as const;

/**
 * Footer links to the market pages, so crawlers and visitors reach them from every page: fixed,
 * so no page reads the catalogue for its footer (after a write that read would be one more scan
 * on every page's first render); the home page links the localidades with most listings.
 */
export const FOOTER_MARKET = [
  { href: '/inmuebles/venta/bogota', label: 'Precios de venta en Bogotá' },
  { href: '/inmuebles/arriendo/bogota', label: 'Precios de arriendo en Bogotá' },
  { href: '/inmuebles/arriendo/bogota/chapinero', label: 'Arriendos en Chapinero' },
  { href: '/inmuebles/venta/bogota/usaquen', label: 'Venta en Usaquén' },
  { href: '/vender', label: '¿Cuánto vale tu inmueble?' },
] as const;

export const LEGAL_NAV = [
  { href: '/terms', label: 'Términos de Uso' },
  { href: '/privacy', label: 'Política de Privacidad' },
] as const;
