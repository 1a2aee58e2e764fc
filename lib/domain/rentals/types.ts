// The shapes of rentals under administration (docs/rentals.md), shared by the pure rules of this
// folder, the models and the services. Money is integer pesos everywhere; days are Bogotá days as
// `AAAA-MM-DD` strings, which compare in date order. Pure: no server imports.

import type { DocumentType } from '../owners';

export const GUARANTEE_TYPES = ['codeudor', 'afianzadora', 'ninguna'] as const;
export type GuaranteeType = (typeof GUARANTEE_TYPES)[number];

export const PAYMENT_METHODS = ['transferencia', 'consignacion', 'pse', 'efectivo'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The channels a tenant may authorise for collection contacts (Ley 2300 de 2023, art. 3). */
export const CONTACT_CHANNELS = ['email', 'whatsapp', 'sms', 'llamada'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export const LEASE_STATUSES = ['vigente', 'por_vencer', 'terminado'] as const;
export type LeaseStatus = (typeof LEASE_STATUSES)[number];

export interface Person {
  name: string;
  documentType: DocumentType;
  documentNumber: string;
}

export interface Tenant extends Person {
  phone: string;
  email: string;
}

export interface CoSigner extends Person {
  phone?: string;
  email?: string;
}

export interface Guarantee {
  type: GuaranteeType;
  /** Codeudores: one or more co-signers (type codeudor). */
  coSigners: CoSigner[];
  /** Afianzadora: the insurer and its policy (type afianzadora). */
  insurer: { name: string; policyNumber: string } | null;
}

/** One step of the canon: `amount` from the period starting on `from` on. The first is the start. */
export interface RentStep {
  from: string;
  amount: number;
}

/** An accepted increase (Ley 820 art. 20), with the notice sent to the tenant. */
export interface LeaseIncrease {
  id: string;
  percent: number;
  previousRent: number;
  newRent: number;
  effectiveDate: string;
  createdAt: Date;
  createdBy: string | null;
  /** When the letter and e-mail to the tenant were recorded (queued in the outbox). */
  notifiedAt: Date | null;
}

/** A collection reminder or notice sent (shown on the lease page). */
export interface LeaseNotice {
  kind: 'increase' | 'reminder' | 'ending';
  channel: ContactChannel;
  at: Date;
  /** A line for the page: "Recordatorio de pago: saldo $ 1.250.000", "Incremento del 5,2 %...". */
  summary: string;
}

/** The lease terms a period and status computation needs. */
export interface LeaseTerms {
  startDate: string;
  termMonths: number;
  graceDays: number;
  rents: RentStep[];
  adminFee: number;
  /** The day it was ended (terminado from that day on), or null. */
  terminatedAt: string | null;
}

// ---- The ledger (DESIGN §9): entries, never edited; a balance is computed from them. ----

export const LEDGER_ENTRY_KINDS = ['charge', 'payment', 'reversal', 'expense'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

interface EntryBase {
  /** Unique within the lease's ledger: what makes a charge, a payment or a reversal happen once. */
  key: string;
  /** The Bogotá day it takes effect. */
  date: string;
  /** Integer pesos, never negative: the kind says which way it goes. */
  amount: number;
  createdAt: Date;
  /** The staff member's id, or null for the timed jobs. */
  createdBy: string | null;
}

/** The month's charge: canon plus administración of the period starting on `period`. key `charge:<period>`. */
export interface ChargeEntry extends EntryBase {
  kind: 'charge';
  period: string;
  due: string;
  canon: number;
  adminFee: number;
  /** Created already settled when an existing lease was registered (`paidThrough`): "Saldado al registrar". */
  settledAtRegistration: boolean;
}

/** Money received from the tenant. key `payment:<id>`. */
export interface PaymentEntry extends EntryBase {
  kind: 'payment';
  id: string;
  method: PaymentMethod;
  reference: string;
}

/** Undoes one payment (admins only), with who and why. key `reversal:<paymentId>`: at most one each. */
export interface ReversalEntry extends EntryBase {
  kind: 'reversal';
  paymentId: string;
  reason: string;
}

/** An expense paid for the owner's property (repairs, the building fee), deducted in the settlement: `expense:<id>`. */
export interface ExpenseEntry extends EntryBase {
  kind: 'expense';
  id: string;
  description: string;
}

export type LedgerEntry = ChargeEntry | PaymentEntry | ReversalEntry | ExpenseEntry;

/** The owner's withholdings (a label and a percentage on the canon collected; 0 by default). */
export interface Withholding {
  label: string;
  percent: number;
}

/** Settings > Arriendos (the `rentals` section). Percentages are effective annual rates. */
export type RentalSettings = {
  /** "Tasa de mora", % efectivo anual; null: no late interest. Never above `usuryRate`. */
  lateInterestRate: number | null;
  /** The usury rate certified by the Superintendencia Financiera, % efectivo anual; null: not recorded. */
  usuryRate: number | null;
  /** DANE's annual IPC (variación año corrido a diciembre), by calendar year: { "2024": 5.2 }. */
  ipc: Record<string, number>;
  /** How tenants pay: bank, account type and number, holder, NIT (on the tenant's link and statements). */
  bankDetails: string;
};

// ---- A statement: what lib/domain/rentals/ledger.ts computes from a ledger at a day. ----

/** pagado; pendiente (open, not yet due); vencido (open, past due); saldado_al_registrar (paidThrough). */
export const CHARGE_STATUSES = ['pagado', 'pendiente', 'vencido', 'saldado_al_registrar'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

export interface StatementCharge {
  period: string;
  due: string;
  canon: number;
  adminFee: number;
  /** canon + adminFee. */
  amount: number;
  /** What payments covered of it (the whole amount when settled at registration). */
  paid: number;
  /** Of `paid`, what went to the canon and to the administración (canon first). */
  canonPaid: number;
  adminFeePaid: number;
  status: ChargeStatus;
}

/** Where a payment went (Código Civil art. 1653: interest first, then the oldest charge; the rest is credit). */
export interface PaymentAllocation {
  interest: number;
  canon: number;
  adminFee: number;
  /** Still unapplied at the statement's day: a credit for the next charge. */
  credit: number;
}

export interface StatementPayment {
  id: string;
  date: string;
  amount: number;
  method: PaymentMethod;
  reference: string;
  createdBy: string | null;
  /** Its reversal, when an admin reversed it: then it pays nothing. */
  reversal: { date: string; reason: string; by: string | null } | null;
  /** null when reversed. */
  allocation: PaymentAllocation | null;
}

export interface Statement {
  /** The day it was computed at (interest runs through it). */
  asOf: string;
  charges: StatementCharge[];
  payments: StatementPayment[];
  /** Late interest owed at `asOf` (accrued and not yet paid), pesos. */
  interest: number;
  /** Late interest paid so far. */
  interestPaid: number;
  /** Money received and not yet applied to any charge. */
  credit: number;
  /** What the tenant owes at `asOf`: open charges (due or not) + interest − credit. Negative: in credit. */
  balance: number;
  /** Days since the oldest open charge fell due (0 when none is overdue). */
  daysOverdue: number;
  /** The oldest open charge, or null when every charge is paid. */
  nextDue: { period: string; due: string; amount: number } | null;
}
