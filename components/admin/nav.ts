export const ADMIN_NAV = [
  { href: '/admin', label: 'Dashboard' },
  { href: '/admin/properties', label: 'Propiedades' },
  { href: '/admin/news', label: 'Noticias' },
  { href: '/admin/locations', label: 'Ubicaciones' },
  { href: '/admin/leads', label: 'Solicitudes' },
  { href: '/admin/agenda', label: 'Agenda' },
  { href: '/admin/settings', label: 'Configuración' },
] as const;

/** SPEC §6: 'Admin' for admin, 'Usuario' for anything else. */
export function roleLabel(role: string): string {
  return role === 'admin' ? 'Admin' : 'Usuario';
}
