// Owners (propietarios): the people or companies who hand the agency a property under a mandate.
// docs/owners-and-mandates.md. Pure: no server imports.

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
