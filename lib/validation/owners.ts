import { z } from 'zod';

import { ACTIVITY_ACTIONS } from '../domain/activity';
import { MANDATE_STATUSES } from '../domain/mandates';
import { CONSENT_SOURCES, DOCUMENT_TYPES, documentMessage, normalizeDocument, OWNER_MESSAGES } from '../domain/owners';
import { PROPERTY_STATUSES } from '../domain/property';
import { LEDGER_MESSAGES } from '../domain/rentals/ledger-messages';
import { emptyToUndefined, namesAField, objectIdSchema, queryInt } from './common';

// Owners (propietarios): the staff API's bodies, query and answers (docs/owners.md). The document
// number is stored normalised (a NIT with its verified check digit), so the schemas that take it
// check it against the document type as a whole.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[\d\s().-]{7,30}$/;

const name = z
  .string({ error: OWNER_MESSAGES.nameRequired })
  .trim()
  .min(1, OWNER_MESSAGES.nameRequired)
  .max(160, 'El nombre admite máximo 160 caracteres');
const documentType = z.enum(DOCUMENT_TYPES, { error: OWNER_MESSAGES.documentType });
const documentNumber = z
  .string({ error: OWNER_MESSAGES.documentRequired })
  .trim()
  .min(1, OWNER_MESSAGES.documentRequired)
  .max(30, 'El número de documento admite máximo 30 caracteres');
const phone = z
  .string({ error: OWNER_MESSAGES.phoneRequired })
  .trim()
  .min(1, OWNER_MESSAGES.phoneRequired)
  .max(30, 'Máximo 30 caracteres')
  .regex(PHONE_PATTERN, OWNER_MESSAGES.invalidPhone);
/** Optional text: empty means none (stored as ''). */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo ${max} caracteres`)
    .optional()
    .transform((value) => value ?? '');
const email = z
  .string({ error: OWNER_MESSAGES.invalidEmail })
  .trim()
  .max(254, OWNER_MESSAGES.invalidEmail)
  .refine((value) => value === '' || EMAIL_PATTERN.test(value), OWNER_MESSAGES.invalidEmail)
  .transform((value) => value.toLowerCase());
const whatsapp = z
  .string({ error: OWNER_MESSAGES.invalidWhatsapp })
  .trim()
  .max(30, 'Máximo 30 caracteres')
  .refine((value) => value === '' || PHONE_PATTERN.test(value), OWNER_MESSAGES.invalidWhatsapp);
const agentId = objectIdSchema(OWNER_MESSAGES.invalidAgent);

/** A withholding on the owner's settlement: a label and a percentage of the canon collected. */
export const withholdingSchema = z.object({
  label: z
    .string({ error: LEDGER_MESSAGES.withholdingLabel })
    .trim()
    .min(1, LEDGER_MESSAGES.withholdingLabel)
    .max(80, 'El nombre de la retención admite máximo 80 caracteres'),
  percent: z
    .number({ error: LEDGER_MESSAGES.withholdingPercent })
    .min(0, LEDGER_MESSAGES.withholdingPercent)
    .max(100, LEDGER_MESSAGES.withholdingPercent),
});
const withholdings = z.array(withholdingSchema).max(5, LEDGER_MESSAGES.withholdingMax);

type DocumentFields = { documentType?: (typeof DOCUMENT_TYPES)[number]; documentNumber?: string };
const hasDocument = (value: unknown): value is Required<DocumentFields> => {
  const fields = value as DocumentFields | undefined;
  return DOCUMENT_TYPES.includes(fields?.documentType as never) && typeof fields?.documentNumber === 'string';
};

/**
 * The 400 of a document number that does not fit its type, on the documentNumber field. Checked
 * whenever both are readable, even when other fields failed (`when`), so a form shows it at once.
 */
const documentFits = (value: DocumentFields) =>
  !hasDocument(value) || normalizeDocument(value.documentType, value.documentNumber) !== null;
const documentCheck = {
  path: ['documentNumber'],
  error: (issue: { input?: unknown }) => documentMessage(hasDocument(issue.input) ? issue.input.documentType : 'CC'),
  when: (payload: { value: unknown }) => hasDocument(payload.value),
};

/** POST /api/owners. `dataConsent` must be exactly true: the owner's Ley 1581 authorisation. */
export const ownerCreateSchema = z
  .object({
    name,
    documentType,
    documentNumber,
    phone,
    email: email.optional().transform((value) => value ?? ''),
    whatsapp: whatsapp.optional().transform((value) => value ?? ''),
    address: text(300),
    notes: text(5000),
    /** Withholdings on the owner's settlement (none by default). */
    withholdings: withholdings.optional().transform((value) => value ?? []),
    /** Admins only: the staff member who works this owner (the creator by default). */
    agentId: agentId.optional(),
    dataConsent: z.literal(true, { error: OWNER_MESSAGES.consent }),
  })
  .refine(documentFits, documentCheck)
  .transform((value) => ({ ...value, documentNumber: normalizeDocument(value.documentType, value.documentNumber)! }));
export type OwnerCreateInput = z.input<typeof ownerCreateSchema>;
export type OwnerCreate = z.output<typeof ownerCreateSchema>;

/**
 * PATCH /api/owners/{id}: any of the fields, at least one. A new documentNumber is checked against
 * the new documentType, or the stored one (the service checks it then: the schema cannot see it).
 */
export const ownerPatchSchema = z
  .object({
    name: name.optional(),
    documentType: documentType.optional(),
    documentNumber: documentNumber.optional(),
    phone: phone.optional(),
    email: email.optional(),
    whatsapp: whatsapp.optional(),
    address: z.string().trim().max(300, 'Máximo 300 caracteres').optional(),
    notes: z.string().trim().max(5000, 'Máximo 5000 caracteres').optional(),
    withholdings: withholdings.optional(),
    agentId: agentId.optional(),
  })
  .refine(namesAField, { error: OWNER_MESSAGES.emptyPatch })
  .refine(documentFits, documentCheck);
export type OwnerPatch = z.infer<typeof ownerPatchSchema>;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

/** GET /api/owners: search by name, document, e-mail or phone; agentId for admins. */
export const ownerListQuerySchema = z.object({
  q: optional(z.string().trim().max(100, 'La búsqueda admite máximo 100 caracteres')),
  agentId: optional(agentId),
  page: z.preprocess(emptyToUndefined, queryInt('La página', { min: 1, max: 10_000 }).default(1)),
  limit: z.preprocess(emptyToUndefined, queryInt('El límite', { min: 1, max: 100 }).default(20)),
});
export type OwnerListQuery = z.infer<typeof ownerListQuerySchema>;

export const ownerIdParamSchema = z.object({ id: objectIdSchema(OWNER_MESSAGES.invalidId) });

// Answers.

const person = z.object({ id: z.string(), name: z.string() });

export const ownerSchema = z.object({
  id: z.string(),
  name: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  documentNumber: z.string().describe('Un NIT con su dígito de verificación: "900123456-7"'),
  phone: z.string(),
  email: z.string(),
  whatsapp: z.string(),
  address: z.string(),
  notes: z.string(),
  agent: person.describe('El asesor que atiende al propietario'),
  withholdings: z
    .array(withholdingSchema)
    .describe('Retenciones sobre el canon recaudado que se descuentan en su liquidación de arrendamientos'),
  consent: z.object({ accepted: z.boolean(), at: z.string(), source: z.enum(CONSENT_SOURCES) }),
  propertyCount: z.number().int().describe('Inmuebles con un mandato de este propietario'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApiOwner = z.infer<typeof ownerSchema>;

export const ownerMandateSchema = z.object({
  id: z.string(),
  exclusive: z.boolean(),
  commissionPercent: z.number(),
  startDate: z.string().describe('Día de Bogotá, AAAA-MM-DD'),
  endDate: z.string(),
  endedAt: z.string().nullable(),
  status: z.enum(MANDATE_STATUSES).describe('Calculado hoy (hora de Bogotá)'),
  hasDocument: z.boolean().describe('Si tiene el contrato firmado'),
});

export const ownerPropertySchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  status: z.enum(PROPERTY_STATUSES),
  mandate: ownerMandateSchema,
});
export type ApiOwnerProperty = z.infer<typeof ownerPropertySchema>;

export const ownerHistorySchema = z.object({
  id: z.string(),
  entity: z.enum(['owner', 'mandate']),
  entityId: z.string(),
  action: z.enum(ACTIVITY_ACTIONS),
  label: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
  at: z.string(),
});
export type ApiOwnerHistory = z.infer<typeof ownerHistorySchema>;

export const ownerDetailSchema = ownerSchema.extend({
  properties: z.array(ownerPropertySchema).describe('Sus inmuebles con su mandato (un mandato por inmueble)'),
  history: z
    .array(ownerHistorySchema)
    .describe('Registro de actividad del propietario y de sus mandatos, del más reciente al más antiguo (máximo 100)'),
});
export type ApiOwnerDetail = z.infer<typeof ownerDetailSchema>;

/** GET /api/owners/{id}/export: what the agency holds about the owner (Ley 1581, derecho de acceso). */
export const ownerExportSchema = z.object({
  exportedAt: z.string(),
  law: z.string(),
  owner: ownerSchema.omit({ propertyCount: true }),
  mandates: z.array(
    ownerMandateSchema.extend({
      property: z.object({ id: z.string(), title: z.string() }).nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  activity: z.array(ownerHistorySchema),
});
export type ApiOwnerExport = z.infer<typeof ownerExportSchema>;
