// The cruce's vocabulary and messages (docs/cruce.md): new matches between listings and demands,
// the agents' daily digest, and the selections sent to clients. Pure: no server imports.

import type { AlertReason } from './saved-searches';

/** Why a listing was crossed with the demands: it became public, or its price fell. */
export const CRUCE_REASON_LABELS: Record<AlertReason, string> = {
  new: 'Nuevo en el catálogo',
  priceDrop: 'Bajó de precio',
};

/** A selection sent to a client: at most this many listings. */
export const SELECTION_MAX = 20;
/** A selection link works this many days. */
export const SELECTION_TTL_DAYS = 30;

export const CRUCE_MESSAGES = {
  demandNotFound: 'Demanda no encontrada',
  invalidDemandId: 'ID de demanda no válido',
  invalidCruceId: 'ID de cruce no válido',
  seen: 'Cruces marcados como vistos',
  selectionCreated: 'Selección creada: el cliente recibirá el enlace por correo en el próximo horario permitido',
  selectionEmpty: 'Elige al menos un inmueble para la selección',
  selectionTooMany: `Una selección admite máximo ${SELECTION_MAX} inmuebles`,
  selectionInvalidProperty: 'ID de inmueble no válido',
  selectionNotPublic: 'Solo se pueden enviar inmuebles publicados: uno o más de los elegidos no están publicados',
  noConsent:
    'El cliente no ha autorizado el tratamiento de sus datos personales (Ley 1581 de 2012): no se le puede enviar una selección',
  noEmail:
    'La demanda no tiene el email del cliente: agrégalo, con su autorización (Ley 1581 de 2012), para enviarle una selección',
  selectionGone: 'Este enlace no es válido o ya venció',
} as const;
