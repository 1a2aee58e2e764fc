// Between the API (server) shape of a property and the admin form's shape (docs/admin-panel.md#property-form).
// Pure: unit-tested.
import type { PricePoint } from '@/lib/domain/price-history';
import { propertyCreateSchema } from '@/lib/validation/property-body';
import type { ApiProperty } from '@/lib/validation/property-response';

import { composeStreetAddress, parseStreetAddress, type StreetParts } from './address';

export interface PropertyFormValues extends StreetParts {
  id: string;
  version: number | null;
  /** The reference code; empty on a new property: the server assigns the next one. */
  code: string;
  title: string;
  description: string;
  price: string;
  type: string;
  operation: string;
  department: string;
  departmentCode: string;
  city: string;
  cityCode: string;
  locality: string;
  localityCode: string;
  neighborhood: string;
  bedrooms: string;
  bathrooms: string;
  area: string;
  totalFloors: string;
  yearBuilt: string;
  estrato: string;
  adminFee: string;
  parking: string;
  floor: string;
  elevator: boolean;
  gatedCommunity: boolean;
  petsAllowed: boolean;
  /** One requirement a line. */
  rentalRequirements: string;
  /** SPEC's `features` list (amenities), one a line or comma-separated. */
  amenities: string;
  status: string;
  featured: boolean;
  /** The owner allows the exact location on the public site (off: an approximate area). */
  showExactLocation: boolean;
  syndicate: boolean;
  /** The first image is the main one. */
  images: string[];
  videos: string[];
  /** Read only: shown under the price, never sent (the server records every change). */
  priceHistory: PricePoint[];
  /** The assigned agent ('' none); null where the form does not assign (an agent's own form). */
  agentId: string | null;
}

export type FormErrors = Partial<Record<keyof PropertyFormValues, string>>;

export function emptyForm(): PropertyFormValues {
  return {
    id: '',
    version: null,
    code: '',
    title: '',
    description: '',
    price: '',
    type: '',
    operation: '',
    department: '',
    departmentCode: '',
    city: '',
    cityCode: '',
    locality: '',
    localityCode: '',
    streetType: 'Calle',
    streetName: '',
    number: '',
    intersectionType: 'Carrera',
    intersectionName: '',
    additional: '',
    neighborhood: '',
    bedrooms: '0',
    bathrooms: '0',
    area: '',
    totalFloors: '1',
    yearBuilt: '',
    estrato: '',
    adminFee: '',
    parking: '0',
    floor: '1',
    elevator: false,
    gatedCommunity: false,
    petsAllowed: false,
    rentalRequirements: '',
    amenities: '',
    status: 'borrador',
    featured: false,
    showExactLocation: false,
    syndicate: true,
    images: [],
    videos: [],
    priceHistory: [],
    agentId: '',
  };
}

const list = (text: string) =>
  text
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);
const numberOr = (text: string, fallback: number) => (text.trim() === '' ? fallback : Number(text));

/** A stored property, as GET /api/properties/{id} answers it, in the form's fields. */
export function toFormValues(p: ApiProperty): PropertyFormValues {
  const street = parseStreetAddress(p.location.address);
  return {
    ...street,
    streetType: street.streetType || (street.streetName ? '' : 'Calle'),
    intersectionType: street.intersectionType || 'Carrera',
    id: p._id,
    version: p.version,
    code: p.code,
    title: p.title,
    description: p.description,
    price: String(p.price),
    type: p.type,
    operation: p.operation,
    department: p.location.state,
    departmentCode: p.location.departmentCode,
    city: p.location.city,
    cityCode: p.location.cityCode,
    locality: p.location.locality,
    localityCode: p.location.localityCode,
    neighborhood: p.location.neighborhood,
    bedrooms: String(p.features.bedrooms),
    bathrooms: String(p.features.bathrooms),
    area: String(p.features.area),
    totalFloors: String(p.features.totalFloors),
    yearBuilt: String(p.features.yearBuilt),
    estrato: p.estrato == null ? '' : String(p.estrato),
    adminFee: p.adminFee ? String(p.adminFee) : '',
    parking: String(p.features.parking),
    floor: String(p.features.floor),
    elevator: p.elevator,
    gatedCommunity: p.gatedCommunity,
    petsAllowed: p.petsAllowed,
    rentalRequirements: p.rentalRequirements.join('\n'),
    amenities: p.amenities.join(', '),
    status: p.status,
    featured: p.featured,
    showExactLocation: p.showExactLocation,
    syndicate: p.syndicate,
    images: p.images.map((i) => i.url),
    videos: p.videos,
    priceHistory: p.priceHistory,
    agentId: p.agentId ?? '',
  };
}

/** The POST/PUT /api/properties body; on edit it carries `version` so a stale save is refused. */
export function toRequestBody(v: PropertyFormValues) {
  return {
    ...(v.code.trim() && { code: v.code.trim() }),
    title: v.title.trim(),
    description: v.description.trim(),
    price: numberOr(v.price, 0),
    type: v.type,
    operation: v.operation,
    status: v.status,
    featured: v.featured,
    showExactLocation: v.showExactLocation,
    syndicate: v.syndicate,
    location: {
      address: composeStreetAddress(v),
      neighborhood: v.neighborhood.trim(),
      locality: v.locality,
      localityCode: v.localityCode,
      city: v.city,
      cityCode: v.cityCode,
      state: v.department,
      departmentCode: v.departmentCode,
    },
    features: {
      bedrooms: numberOr(v.bedrooms, 0),
      bathrooms: numberOr(v.bathrooms, 0),
      parking: numberOr(v.parking, 0),
      area: numberOr(v.area, 0),
      floor: numberOr(v.floor, 1),
      totalFloors: numberOr(v.totalFloors, 1),
      yearBuilt: numberOr(v.yearBuilt, 2020),
    },
    estrato: v.estrato === '' ? null : Number(v.estrato),
    adminFee: numberOr(v.adminFee, 0),
    elevator: v.elevator,
    gatedCommunity: v.gatedCommunity,
    petsAllowed: v.petsAllowed,
    rentalRequirements: v.operation === 'arriendo' ? list(v.rentalRequirements) : [],
    amenities: list(v.amenities),
    images: v.images.map((url) => ({ url, alt: v.title.trim() })),
    videos: v.videos,
    ...(v.agentId !== null && { agentId: v.agentId || null }),
    ...(v.id && v.version !== null ? { version: v.version } : {}),
  };
}

const REQUIRED: Array<[keyof PropertyFormValues, string]> = [
  ['title', 'El título es obligatorio'],
  ['description', 'La descripción es obligatoria'],
  ['price', 'El precio es obligatorio'],
  ['type', 'Selecciona el tipo de inmueble'],
  ['operation', 'Selecciona la operación'],
  ['departmentCode', 'Selecciona el departamento'],
  ['cityCode', 'Selecciona la ciudad'],
  ['localityCode', 'Selecciona la localidad'],
  ['streetName', 'La calle es obligatoria'],
  ['number', 'El número es obligatorio'],
];

const NON_NEGATIVE: Array<[keyof PropertyFormValues, string]> = [
  ['bedrooms', 'Las habitaciones deben ser 0 o más'],
  ['bathrooms', 'Los baños deben ser 0 o más'],
  ['area', 'El área debe ser 0 o más'],
  ['totalFloors', 'Los pisos deben ser 0 o más'],
];

// Where the API schema's issue paths land in the form.
const PATH_TO_FIELD: Record<string, keyof PropertyFormValues> = {
  price: 'price',
  estrato: 'estrato',
  adminFee: 'adminFee',
  'features.parking': 'parking',
  'features.floor': 'floor',
  'features.area': 'area',
  'features.bedrooms': 'bedrooms',
  'features.bathrooms': 'bathrooms',
  'features.totalFloors': 'totalFloors',
  'features.yearBuilt': 'yearBuilt',
  code: 'code',
  title: 'title',
  description: 'description',
  rentalRequirements: 'rentalRequirements',
};

/** The form's own rules, then the API's own schema for everything else (same messages as the server). */
export function validateForm(v: PropertyFormValues): FormErrors {
  const errors: FormErrors = {};
  for (const [field, message] of REQUIRED) if (String(v[field]).trim() === '') errors[field] = message;
  for (const [field, message] of NON_NEGATIVE) {
    const text = String(v[field]).trim();
    if (text !== '' && !(Number(text) >= 0)) errors[field] = message;
  }
  const year = v.yearBuilt.trim();
  if (year !== '' && !(Number.isInteger(Number(year)) && Number(year) >= 1900 && Number(year) <= 2030)) {
    errors.yearBuilt = 'El año de construcción debe estar entre 1900 y 2030';
  }
  const parsed = propertyCreateSchema.safeParse(toRequestBody(v));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // A list's issue names its item (rentalRequirements.2): the list's field shows it.
      const field = PATH_TO_FIELD[issue.path.join('.')] ?? PATH_TO_FIELD[String(issue.path[0])];
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  return errors;
}
