import { isUserRole, ROLE_LABELS, type UserRole } from '@/lib/domain/users';

interface NavItem {
  href: string;
  label: string;
  /** The label an agent sees (their own records); absent: admins only. */
  agentLabel?: string;
}

// The sidebar. Agents see their properties, the import, owners, rentals, leads, demands, cruces, agenda and profile
// (lib/auth/admin-pages.ts lets them into exactly those pages); the rest is an admin's.
const NAV: readonly NavItem[] = [
  { href: '/admin', label: 'Dashboard' },
  { href: '/admin/properties', label: 'Propiedades', agentLabel: 'Mis propiedades' },
  { href: '/admin/importar', label: 'Importar', agentLabel: 'Importar' },
  { href: '/admin/propietarios', label: 'Propietarios', agentLabel: 'Mis propietarios' },
  { href: '/admin/arriendos', label: 'Arriendos', agentLabel: 'Mis arriendos' },
  { href: '/admin/news', label: 'Noticias' },
  { href: '/admin/locations', label: 'Ubicaciones' },
  { href: '/admin/leads', label: 'Solicitudes', agentLabel: 'Mis solicitudes' },
  { href: '/admin/demandas', label: 'Demandas', agentLabel: 'Mis demandas' },
  { href: '/admin/cruces', label: 'Nuevos cruces', agentLabel: 'Nuevos cruces' },
  { href: '/admin/agenda', label: 'Agenda', agentLabel: 'Mi agenda' },
  { href: '/admin/users', label: 'Usuarios' },
  { href: '/admin/actividad', label: 'Actividad' },
  { href: '/admin/integraciones', label: 'Integraciones' },
  { href: '/admin/settings', label: 'Configuración' },
  { href: '/admin/perfil', label: 'Mi perfil', agentLabel: 'Mi perfil' },
];

/** The sidebar's links for a role. */
export function adminNav(role: UserRole): Array<{ href: string; label: string }> {
  if (role === 'admin') return NAV.map(({ href, label }) => ({ href, label }));
  return NAV.flatMap(({ href, agentLabel }) => (agentLabel ? [{ href, label: agentLabel }] : []));
}

/** docs/product-rules.md#roles-and-labels: 'Admin' for admin, 'Usuario' for anything else; an agent is an 'Asesor'. */
export function roleLabel(role: string): string {
  return isUserRole(role) ? ROLE_LABELS[role] : 'Usuario';
}
