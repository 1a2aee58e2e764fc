export const MAIN_NAV = [
  { href: '/', label: 'Inicio' },
  { href: '/about', label: 'Nosotros' },
  { href: '/listing', label: 'Inmuebles' },
  { href: '/services', label: 'Servicios' },
  { href: '/news', label: 'Noticias' },
  { href: '/contact', label: 'Contacto' },
] as const;

export const FOOTER_SERVICES = [
  { href: '/listing?operation=venta', label: 'Inmuebles en venta' },
  { href: '/listing?operation=arriendo', label: 'Inmuebles en arriendo' },
  { href: '/listing?type=oficina', label: 'Oficinas' },
  { href: '/listing?type=apartamento', label: 'Apartamentos' },
  { href: '/listing?type=casa', label: 'Casas' },
] as const;
