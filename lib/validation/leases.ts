import { z } from 'zod';

import { DOCUMENT_TYPES, documentMessage, normalizeDocument } from '../domain/owners';
import { LEASE_MESSAGES } from '../domain/rentals/lease-messages';
import { CHARGE_STATUSES, CONTACT_CHANNELS, GUARANTEE_TYPES, LEASE_STATUSES } from '../domain/rentals/types';
import { calendarDaySchema, emptyToUndefined, namesAField, objectIdSchema, queryInt } from './common';

// Leases (contratos de arrendamiento): the staff API's bodies, queries and answers
// (docs/rentals.md#the-lease). Documents are stored normalised like owners' (a NIT with its check
// digit). A guarantee is a personal one (Ley 820 de 2003, art. 16): a body that tries to record a
// deposit meets the article's 400 before any other message.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[\d\s().-]{7,30}$/;
/** Words of a real guarantee or cash deposit a client might send as a guarantee type (art. 16). */
const DEPOSIT_WORDS = /dep[oó]sito|deposit|efectivo|cash|cauci[oó]n|hipoteca|prenda|garant[ií]a_real/i;

const M = LEASE_MESSAGES;

const name = (message: string) => z.string({ error: message }).trim().min(1, message).max(160, 'Máximo 160 caracteres');
const phone = z
  .string({ error: M.tenantPhone })
  .trim()
  .min(1, M.tenantPhone)
  .max(30, 'Máximo 30 caracteres')
  .regex(PHONE_PATTERN, M.invalidPhone);
const optionalPhone = z
  .string({ error: M.invalidPhone })
  .trim()
  .max(30, 'Máximo 30 caracteres')
  .refine((value) => value === '' || PHONE_PATTERN.test(value), M.invalidPhone);
const email = z
  .string({ error: M.invalidEmail })
  .trim()
  .max(254, M.invalidEmail)
  .refine((value) => value === '' || EMAIL_PATTERN.test(value), M.invalidEmail)
  .transform((value) => value.toLowerCase());
const documentType = z.enum(DOCUMENT_TYPES, { error: M.documentType });
const documentNumber = z.string({ error: M.documentRequired }).trim().min(1, M.documentRequired).max(30);

type DocumentFields = { documentType: (typeof DOCUMENT_TYPES)[number]; documentNumber: string };
/** A person's document checked against its type and stored normalised (as owners' are). */
const withDocument = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ documentType, documentNumber, ...shape })
    .superRefine((value, ctx) => {
      const fields = value as unknown as DocumentFields;
      if (normalizeDocument(fields.documentType, fields.documentNumber) === null)
        ctx.addIssue({ code: 'custom', path: ['documentNumber'], message: documentMessage(fields.documentType) });
    })
    .transform((value) => {
      const fields = value as unknown as DocumentFields;
      return { ...value, documentNumber: normalizeDocument(fields.documentType, fields.documentNumber)! };
    });

const tenantSchema = withDocument({
  name: name(M.tenantName),
  phone,
  email: email.optional().transform((value) => value ?? ''),
});

const coSignerSchema = withDocument({
  name: name(M.coSignerRequired),
  phone: optionalPhone.optional().transform((value) => value ?? ''),
  email: email.optional().transform((value) => value ?? ''),
});

/** A deposit field, anywhere a client might put one: never accepted (art. 16). */
const noDeposit = z.never({ error: M.deposit }).optional();

const guaranteeType = z.enum(GUARANTEE_TYPES, {
  error: (issue) => (DEPOSIT_WORDS.test(String(issue.input ?? '')) ? M.deposit : M.guaranteeType),
});

const guaranteeSchema = z
  .object({
    deposit: noDeposit,
    type: guaranteeType,
    coSigners: z.array(coSignerSchema).max(5, 'Máximo 5 codeudores').optional(),
    insurer: z
      .object({
        name: z.string({ error: M.insurerRequired }).trim().min(1, M.insurerRequired).max(160),
        policyNumber: z.string({ error: M.insurerRequired }).trim().min(1, M.insurerRequired).max(60),
      })
      .nullable()
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.type === 'codeudor' && (value.coSigners ?? []).length === 0)
      ctx.addIssue({ code: 'custom', path: ['coSigners'], message: M.coSignerRequired });
    if (value.type === 'afianzadora' && !value.insurer)
      ctx.addIssue({ code: 'custom', path: ['insurer'], message: M.insurerRequired });
  })
  // Only what the type holds is kept: co-signers for codeudor, the policy for afianzadora.
  .transform(({ type, coSigners, insurer }) => ({
    type,
    coSigners: type === 'codeudor' ? (coSigners ?? []) : [],
    insurer: type === 'afianzadora' ? (insurer ?? null) : null,
  }));

const pesos = (message: string, min: number) =>
  z.number({ error: message }).int(message).min(min, message).max(1_000_000_000_000, message);
const day = (message: string) => calendarDaySchema(message);
const contactChannels = z
  .array(z.enum(CONTACT_CHANNELS, { error: M.contactChannels }))
  .max(CONTACT_CHANNELS.length)
  .transform((values) => [...new Set(values)]);
const termMonths = z.number({ error: M.termMonths }).int(M.termMonths).min(1, M.termMonths).max(120, M.termMonths);
const graceDays = z.number({ error: M.graceDays }).int(M.graceDays).min(0, M.graceDays).max(28, M.graceDays);
const commissionPercent = z
  .number({ error: M.commissionPercent })
  .min(0, M.commissionPercent)
  .max(100, M.commissionPercent);

/**
 * POST /api/leases. `tenantConsent` must be exactly true (Ley 1581). The deposit checks come first
 * so that a body recording one is answered with art. 16 whatever else it lacks.
 */
export const leaseCreateSchema = z
  .object({
    deposit: noDeposit,
    guarantee: guaranteeSchema,
    propertyId: objectIdSchema(M.invalidProperty),
    tenant: tenantSchema,
    tenantConsent: z.literal(true, { error: M.consent }),
    contactChannels: contactChannels.optional().transform((value) => value ?? ['email' as const]),
    monthlyRent: pesos(M.monthlyRent, 1),
    adminFee: pesos(M.adminFee, 0)
      .optional()
      .transform((value) => value ?? 0),
    startDate: day(M.startDate),
    termMonths: termMonths.optional().transform((value) => value ?? 12),
    graceDays: graceDays.optional().transform((value) => value ?? 5),
    commissionPercent,
    commercialValue: pesos(M.commercialValue, 1).nullable().optional(),
    paidThrough: day(M.paidThrough).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.paidThrough && value.paidThrough < value.startDate)
      ctx.addIssue({ code: 'custom', path: ['paidThrough'], message: M.paidThroughBeforeStart });
  })
  .transform(({ deposit: _deposit, ...value }) => ({
    ...value,
    commercialValue: value.commercialValue ?? null,
    paidThrough: value.paidThrough ?? null,
  }));
export type LeaseCreateInput = z.input<typeof leaseCreateSchema>;
export type LeaseCreate = z.output<typeof leaseCreateSchema>;

/**
 * PATCH /api/leases/{id}: the tenant's contact data, the guarantee, the administración (future
 * charges), grace days, commission, commercial value and contact channels. Never the canon (an
 * increase) nor the start date.
 */
export const leasePatchSchema = z
  .object({
    deposit: noDeposit,
    guarantee: guaranteeSchema.optional(),
    monthlyRent: z.never({ error: M.rentByIncrease }).optional(),
    rents: z.never({ error: M.rentByIncrease }).optional(),
    startDate: z.never({ error: 'La fecha de inicio del contrato no se puede cambiar' }).optional(),
    tenant: z
      .object({
        name: name(M.tenantName).optional(),
        phone: phone.optional(),
        email: email.optional(),
      })
      .refine(namesAField, { error: M.emptyPatch })
      .optional(),
    contactChannels: contactChannels.optional(),
    adminFee: pesos(M.adminFee, 0).optional(),
    graceDays: graceDays.optional(),
    commissionPercent: commissionPercent.optional(),
    commercialValue: pesos(M.commercialValue, 1).nullable().optional(),
  })
  .transform(({ deposit: _d, monthlyRent: _m, rents: _r, startDate: _s, ...value }) => value)
  .refine(namesAField, { error: M.emptyPatch });
export type LeasePatch = z.output<typeof leasePatchSchema>;

/** POST /api/leases/{id}/terminate. */
export const leaseTerminateSchema = z.object({
  date: day(M.terminateDate),
  reason: z.string({ error: M.terminateReason }).trim().min(1, M.terminateReason).max(500, 'Máximo 500 caracteres'),
});
export type LeaseTerminate = z.infer<typeof leaseTerminateSchema>;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

/** GET /api/leases: search (tenant, document, property title or code), property, status, agentId for admins. */
export const leaseListQuerySchema = z.object({
  q: optional(z.string().trim().max(100, 'La búsqueda admite máximo 100 caracteres')),
  propertyId: optional(objectIdSchema(M.invalidProperty)),
  status: optional(z.enum(LEASE_STATUSES, { error: M.invalidStatus })),
  agentId: optional(objectIdSchema(M.invalidAgent)),
  page: z.preprocess(emptyToUndefined, queryInt('La página', { min: 1, max: 10_000 }).default(1)),
  limit: z.preprocess(emptyToUndefined, queryInt('El límite', { min: 1, max: 100 }).default(20)),
});
export type LeaseListQuery = z.infer<typeof leaseListQuerySchema>;

export const leaseIdParamSchema = z.object({ id: objectIdSchema(M.invalidId) });

// ---- Answers ----

const personSchema = z.object({ name: z.string(), documentType: z.enum(DOCUMENT_TYPES), documentNumber: z.string() });

export const apiGuaranteeSchema = z.object({
  type: z.enum(GUARANTEE_TYPES),
  coSigners: z.array(personSchema.extend({ phone: z.string(), email: z.string() })),
  insurer: z.object({ name: z.string(), policyNumber: z.string() }).nullable(),
});

const ref = z.object({ id: z.string(), name: z.string() });
const propertyRef = z.object({ id: z.string(), title: z.string(), slug: z.string(), code: z.string() });

export const leaseSchema = z.object({
  id: z.string(),
  property: propertyRef,
  owner: ref,
  agent: ref,
  tenant: personSchema.extend({ phone: z.string(), email: z.string() }),
  tenantConsent: z.object({ accepted: z.boolean(), at: z.string() }),
  contactChannels: z.array(z.enum(CONTACT_CHANNELS)),
  guarantee: apiGuaranteeSchema,
  /** The canon in force today. */
  monthlyRent: z.number().int(),
  rents: z.array(z.object({ from: z.string(), amount: z.number().int() })),
  adminFee: z.number().int(),
  startDate: z.string(),
  termMonths: z.number().int(),
  /** The end of the term running today (Ley 820 art. 6: extended automatically for the same term). */
  currentTermEnd: z.string(),
  graceDays: z.number().int(),
  commissionPercent: z.number(),
  commercialValue: z.number().int().nullable(),
  paidThrough: z.string().nullable(),
  status: z.enum(LEASE_STATUSES),
  terminatedAt: z.string().nullable(),
  terminationReason: z.string(),
  /** The earliest effectiveDate of the next increase (12 months at the current canon, art. 20). */
  nextIncreaseDate: z.string(),
  increases: z.array(
    z.object({
      id: z.string(),
      percent: z.number(),
      previousRent: z.number().int(),
      newRent: z.number().int(),
      effectiveDate: z.string(),
      createdAt: z.string(),
      notifiedAt: z.string().nullable(),
    }),
  ),
  notices: z.array(
    z.object({
      kind: z.enum(['increase', 'reminder', 'ending']),
      channel: z.enum(CONTACT_CHANNELS),
      at: z.string(),
      summary: z.string(),
    }),
  ),
  tenantLink: z.object({ url: z.string(), createdAt: z.string() }).nullable(),
  /** What the tenant owes today (computed from the ledger; negative: in credit). */
  balance: z.number().int(),
  daysOverdue: z.number().int(),
  nextDue: z.object({ period: z.string(), due: z.string(), amount: z.number().int() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApiLease = z.infer<typeof leaseSchema>;

export const leaseRowSchema = z.object({
  id: z.string(),
  tenant: z.object({ name: z.string() }),
  property: propertyRef,
  agent: ref,
  monthlyRent: z.number().int(),
  adminFee: z.number().int(),
  startDate: z.string(),
  currentTermEnd: z.string(),
  status: z.enum(LEASE_STATUSES),
  balance: z.number().int(),
  daysOverdue: z.number().int(),
  nextIncreaseDate: z.string(),
});
export type ApiLeaseRow = z.infer<typeof leaseRowSchema>;

export const tenantLinkSchema = z.object({ url: z.string(), createdAt: z.string() });

/** What /inquilino/{token} shows: no personal data beyond the tenant's own name, no staff data. */
export const tenantStatementSchema = z.object({
  tenantName: z.string(),
  propertyTitle: z.string(),
  monthlyRent: z.number().int(),
  adminFee: z.number().int(),
  balance: z.number().int(),
  interest: z.number().int(),
  credit: z.number().int(),
  daysOverdue: z.number().int(),
  nextDue: z.object({ period: z.string(), due: z.string(), amount: z.number().int() }).nullable(),
  charges: z.array(
    z.object({
      period: z.string(),
      due: z.string(),
      canon: z.number().int(),
      adminFee: z.number().int(),
      amount: z.number().int(),
      paid: z.number().int(),
      status: z.enum(CHARGE_STATUSES),
    }),
  ),
  payments: z.array(
    z.object({ date: z.string(), amount: z.number().int(), method: z.string(), reversed: z.boolean() }),
  ),
  bankDetails: z.string(),
  asOf: z.string(),
});
export type TenantStatement = z.infer<typeof tenantStatementSchema>;
