// The demand form's values (text, as the fields hold them) to and from the API's shape, and the
// API's field paths to the form's keys. Pure: unit-tested.
import { parsePesos } from '@/components/ui/fields/field';
import { formatNumber } from '@/lib/format';
import type { ApiDemand } from '@/lib/validation/demands';

export interface DemandFormValues {
  name: string;
  phone: string;
  email: string;
  consent: boolean;
  operation: string;
  types: string[];
  city: string;
  localities: string[];
  minPrice: string;
  maxPrice: string;
  minBedrooms: string;
  minBathrooms: string;
  minParking: string;
  minArea: string;
  estratoMin: string;
  estratoMax: string;
  /** '' indifferent, 'true', 'false'. */
  petsAllowed: string;
  status: string;
  notes: string;
  /** '' : the creating staff member (create) or unchanged (edit). */
  agentId: string;
}

export type DemandFormErrors = Partial<Record<keyof DemandFormValues, string>>;

export const EMPTY_DEMAND: DemandFormValues = {
  name: '',
  phone: '',
  email: '',
  consent: false,
  operation: 'venta',
  types: [],
  city: '',
  localities: [],
  minPrice: '',
  maxPrice: '',
  minBedrooms: '',
  minBathrooms: '',
  minParking: '',
  minArea: '',
  estratoMin: '',
  estratoMax: '',
  petsAllowed: '',
  status: 'activa',
  notes: '',
  agentId: '',
};

const text = (value: number | null) => (value === null ? '' : String(value));
/** Pesos as people write them: "300.000.000". */
const pesos = (value: number | null) => (value === null ? '' : formatNumber(value));

/** A stored demand in the form (its consent is already given). */
export function toFormValues(demand: ApiDemand): DemandFormValues {
  return {
    name: demand.client.name,
    phone: demand.client.phone,
    email: demand.client.email,
    consent: demand.clientConsent.accepted,
    operation: demand.operation,
    types: [...demand.types],
    city: demand.city,
    localities: [...demand.localities],
    minPrice: pesos(demand.minPrice),
    maxPrice: pesos(demand.maxPrice),
    minBedrooms: text(demand.minBedrooms),
    minBathrooms: text(demand.minBathrooms),
    minParking: text(demand.minParking),
    minArea: text(demand.minArea),
    estratoMin: text(demand.estratoMin),
    estratoMax: text(demand.estratoMax),
    petsAllowed: demand.petsAllowed === null ? '' : String(demand.petsAllowed),
    status: demand.status,
    notes: demand.notes,
    agentId: demand.agent.id,
  };
}

/** '' is no criterion (null); a number as typed; anything else as typed, for the schema to refuse in words. */
const amount = (value: string, parse: (text: string) => number = Number) => {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const parsed = parse(trimmed);
  return Number.isNaN(parsed) ? trimmed : parsed;
};

/**
 * The request body: a create sends the consent; an edit (PATCH) sends every field, and the server
 * logs only what changed. `canAssign`: an admin's choice of agent (an agent's form sends none).
 */
export function toRequestBody(
  values: DemandFormValues,
  { create, canAssign }: { create: boolean; canAssign: boolean },
) {
  return {
    client: { name: values.name, phone: values.phone, email: values.email },
    ...(create ? { clientConsent: values.consent } : {}),
    operation: values.operation,
    types: values.types,
    city: values.city,
    localities: values.localities,
    minPrice: amount(values.minPrice, parsePesos),
    maxPrice: amount(values.maxPrice, parsePesos),
    minBedrooms: amount(values.minBedrooms),
    minBathrooms: amount(values.minBathrooms),
    minParking: amount(values.minParking),
    minArea: amount(values.minArea),
    estratoMin: amount(values.estratoMin),
    estratoMax: amount(values.estratoMax),
    petsAllowed: values.petsAllowed === '' ? null : values.petsAllowed === 'true',
    status: values.status,
    notes: values.notes,
    ...(canAssign && values.agentId ? { agentId: values.agentId } : {}),
  };
}

/** The form key of an API field path ('client.name' → name, 'types.0' → types). */
export function formKeyOf(path: ReadonlyArray<PropertyKey> | string): keyof DemandFormValues | null {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  const [first, second] = parts;
  if (first === 'client') return (second as keyof DemandFormValues) ?? 'name';
  if (first === 'clientConsent') return 'consent';
  return first && first in EMPTY_DEMAND ? (first as keyof DemandFormValues) : null;
}

/** The first message of each field. */
export function errorsByField(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> | string; message: string }>) {
  const errors: DemandFormErrors = {};
  for (const issue of issues) {
    const key = formKeyOf(issue.path);
    if (key) errors[key] ??= issue.message;
  }
  return errors;
}
