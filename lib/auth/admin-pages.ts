import { isStaffRole } from '../domain/users';

/** Where an agent lands in /admin, and where the pages they may not open send them. */
export const AGENT_HOME = '/admin/properties';

// The panel pages an agent may open (docs/admin-panel.md#access: their properties, the import, owners, rentals, leads,
// demands, cruces, agenda and profile). Everything else under /admin is an admin's; a page added
// later is closed to agents until listed.
const AGENT_PAGES = [
  '/admin/properties',
  '/admin/importar',
  '/admin/propietarios',
  '/admin/arriendos',
  '/admin/leads',
  '/admin/demandas',
  '/admin/cruces',
  '/admin/agenda',
  '/admin/perfil',
];

const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/**
 * Where a /admin page request goes for this role: null to show it, else the path to redirect
 * to (/login for anyone but staff, the agent's home for an admin's page).
 */
export function adminPageRedirect(role: unknown, pathname: string): string | null {
  if (!isStaffRole(role)) return '/login';
  if (role === 'admin' || AGENT_PAGES.some((base) => under(pathname, base))) return null;
  return AGENT_HOME;
}

/** Where /cuenta (a visitor's account) sends this role: /login when signed out, staff to the panel. */
export function accountPageRedirect(role: unknown): string | null {
  if (role === undefined || role === null) return '/login';
  return isStaffRole(role) ? '/admin' : null;
}
