// Owners (propietarios): the people or companies who hand the agency a property under a mandate.
// docs/owners.md. Pure: no server imports.

import { normalizeNit } from './nit';

/** Cédula de ciudadanía, cédula de extranjería, NIT (with DIAN's check digit), pasaporte. */
export const DOCUMENT_TYPES = ['CC', 'CE', 'NIT', 'PAS'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  CC: 'Cédula de ciudadanía',
  CE: 'Cédula de extranjería',
  NIT: 'NIT',
  PAS: 'Pasaporte',
};

/** Where an owner's Ley 1581 authorisation was given. */
export const CONSENT_SOURCES = ['admin', 'lead', 'import'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** What staff meet on the owners' screens and API (docs/owners.md). */
export const OWNER_MESSAGES = {
  notFound: 'Propietario no encontrado',
  invalidId: 'ID de propietario no válido',
  created: 'Propietario creado exitosamente',
  updated: 'Propietario actualizado exitosamente',
  deleted: 'Propietario eliminado exitosamente',
  duplicate: 'Ya existe un propietario con ese documento',
  nameRequired: 'El nombre es obligatorio',
  documentType: 'Selecciona un tipo de documento: CC, CE, NIT o PAS',
  documentRequired: 'El número de documento es obligatorio',
  invalidNit: 'El NIT no es válido: revisa el dígito de verificación (DIAN, módulo 11)',
  invalidCedula: 'El número de cédula debe tener solo dígitos (entre 3 y 12)',
  invalidPassport: 'El pasaporte debe tener entre 4 y 20 letras o dígitos',
  phoneRequired: 'El teléfono es obligatorio',
  invalidPhone: 'El teléfono no es válido',
  invalidWhatsapp: 'El WhatsApp no es válido',
  invalidEmail: 'El email no es válido',
  consent:
    'Debes contar con la autorización del propietario para el tratamiento de sus datos personales (Ley 1581 de 2012)',
  emptyPatch: 'Indica al menos un dato para actualizar',
  invalidAgent: 'ID de asesor no válido',
  agentUnavailable: 'El asesor seleccionado no existe o está inactivo',
  onlyAdminAssigns: 'Solo un administrador puede asignar el propietario a otro asesor',
} as const;

/** The 409 of deleting an owner who still has a current mandate on the property titled `title`. */
export const ownerHasCurrentMandate = (title: string) =>
  `No se puede eliminar el propietario: tiene un mandato vigente sobre «${title}». Termínalo o espera a que venza.`;

/**
 * A document number of type `type` as stored, or null when it is not one: a NIT as "900123456-7"
 * with DIAN's check digit verified; a cédula (CC, CE) as its 3 to 12 digits (dots and spaces
 * dropped); a passport as 4 to 20 letters and digits, upper case.
 */
export function normalizeDocument(type: DocumentType, value: string): string | null {
  const trimmed = value.trim();
  if (type === 'NIT') return normalizeNit(trimmed);
  if (type === 'PAS') {
    const compact = trimmed.replace(/[\s-]/g, '').toUpperCase();
    return /^[A-Z0-9]{4,20}$/.test(compact) ? compact : null;
  }
  const digits = trimmed.replace(/[\s.]/g, '');
  return /^\d{3,12}$/.test(digits) ? digits : null;
}

/** The message of a document number that normalizeDocument refuses. */
/** The rule JSON Schema does not state (a field that depends on another): the OpenAPI 400 of the owners' writes. */
export const DOCUMENT_RULE = `un número de documento que no corresponde a su tipo ('${OWNER_MESSAGES.invalidCedula}', '${OWNER_MESSAGES.invalidNit}', '${OWNER_MESSAGES.invalidPassport}')`;

export const documentMessage = (type: DocumentType) =>
  type === 'NIT'
    ? OWNER_MESSAGES.invalidNit
    : type === 'PAS'
      ? OWNER_MESSAGES.invalidPassport
      : OWNER_MESSAGES.invalidCedula;
