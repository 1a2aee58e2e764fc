// Saved searches, favourites and alert e-mails of a visitor's account. Pure.

import type { AlertFrequency } from './alert-window';

export const MAX_FAVORITES = 200;
export const MAX_SAVED_SEARCHES = 50;

export const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  inmediata: 'Inmediata',
  diaria: 'Diaria',
  semanal: 'Semanal',
  ninguna: 'Sin alertas',
};

export const ALERT_REASONS = ['new', 'priceDrop'] as const;
export type AlertReason = (typeof ALERT_REASONS)[number];

export const ACCOUNT_MESSAGES = {
  searchName: 'Ponle un nombre a la búsqueda',
  unknownFilter: 'Filtro desconocido: usa las claves de /listing',
  emptyPatch: 'No hay nada que cambiar',
  searchNotFound: 'Búsqueda guardada no encontrada',
  tooManySearches: `Puedes guardar hasta ${MAX_SAVED_SEARCHES} búsquedas`,
  searchSaved: 'Búsqueda guardada',
  searchUpdated: 'Búsqueda actualizada',
  searchDeleted: 'Búsqueda eliminada',
  favoritesSaved: 'Favoritos guardados',
  profileSaved: 'Datos guardados',
  passwordChanged: 'Contraseña actualizada',
  wrongPassword: 'La contraseña actual no es correcta',
  accountDeleted:
    'Tu cuenta, tus búsquedas guardadas y tus favoritos fueron eliminados (Ley 1581 de 2012). Las solicitudes que enviaste a la inmobiliaria se conservan como registros de la agencia.',
  staffCannotDelete: 'Las cuentas del equipo se gestionan en el panel de administración',
  badUnsubscribe: 'El enlace para dejar de recibir alertas no es válido',
  unsubscribed: 'Listo: no te enviaremos más alertas de estas búsquedas.',
  consentNeeded:
    'Sin tu autorización para recibir estos correos no te enviaremos alertas (Ley 2300 de 2023): marca la casilla o elige «Sin alertas».',
} as const;

/** A saved search as the API answers it. */
export interface SavedSearchView {
  id: string;
  name: string;
  filters: Record<string, string>;
  frequency: AlertFrequency;
  /** When the visitor agreed to receive these e-mails, or null (then nothing is sent). */
  alertConsentAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const TYPE_WORDS: Record<string, string> = {
  casa: 'Casa',
  apartamento: 'Apartamento',
  oficina: 'Oficina',
  local: 'Local',
  terreno: 'Terreno',
  finca: 'Finca',
  bodega: 'Bodega',
};
const money = (v: string) => `$ ${Number(v).toLocaleString('es-CO')}`;

/** A saved search's filters in a few Spanish words, for /cuenta ("Venta · Apartamento · Zona del mapa"). */
export function describeFilters(filters: Record<string, string>): string[] {
  const f = filters;
  const parts: Array<string | false | undefined> = [
    f.operation && (f.operation === 'venta' ? 'Venta' : 'Arriendo'),
    f.type &&
      f.type
        .split(',')
        .map((t) => TYPE_WORDS[t] ?? t)
        .join(', '),
    f.city && `Ciudad: ${f.city}`,
    f.neighborhood && `Zona: ${f.neighborhood}`,
    f.search && `«${f.search}»`,
    f.minPrice && `Desde ${money(f.minPrice)}`,
    f.maxPrice && `Hasta ${money(f.maxPrice)}`,
    f.bedrooms && `${f.bedrooms.replace(/\+$/, '')}+ habitaciones`,
    f.bathrooms && `${f.bathrooms.replace(/\+$/, '')}+ baños`,
    f.parking && `${f.parking.replace(/\+$/, '')}+ parqueaderos`,
    f.estrato && `Estrato ${f.estrato.replace(/,/g, ', ')}`,
    f.maxAdminFee && `Administración hasta ${money(f.maxAdminFee)}`,
    f.petsAllowed === 'true' && 'Admite mascotas',
    f.gatedCommunity === 'true' && 'Conjunto cerrado',
    f.featured === 'true' && 'Destacados',
    f.bbox && 'Zona del mapa',
    f.priceDrop === 'true' && 'Bajó de precio',
  ];
  const words = parts.filter((p): p is string => typeof p === 'string' && p.length > 0);
  return words.length ? words : ['Todos los inmuebles'];
}
