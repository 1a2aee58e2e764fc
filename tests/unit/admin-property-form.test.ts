import { describe, expect, it } from 'vitest';

import { changeBadge, countWindows } from '@/components/admin/dashboard/change-badge';
import {
  composeFullAddress,
  composeStreetAddress,
  INTERSECTION_ROAD_TYPES,
  parseStreetAddress,
  ROAD_TYPES,
} from '@/components/admin/properties/address';
import {
  emptyForm,
  toFormValues,
  toRequestBody,
  validateForm,
  type PropertyFormValues,
} from '@/components/admin/properties/form-mapper';
import { toApiProperty } from '@/lib/services/properties/mapper';
import { propertyCreateSchema, propertyUpdateSchema } from '@/lib/validation/property-body';

const street = {
  streetType: 'Calle',
  streetName: '104',
  number: '19-35',
  intersectionType: 'Carrera',
  intersectionName: '20',
  additional: 'Apto 502',
};

describe('address composer', () => {
  it('offers SPEC road types, the intersection without Callejón and Pasaje', () => {
    expect(ROAD_TYPES).toHaveLength(12);
    expect(INTERSECTION_ROAD_TYPES).not.toContain('Callejón');
    expect(INTERSECTION_ROAD_TYPES).not.toContain('Pasaje');
    expect(INTERSECTION_ROAD_TYPES).toHaveLength(10);
  });

  it('composes street, number, con intersection, additional, locality, city, department', () => {
    expect(composeStreetAddress(street)).toBe('Calle 104 # 19-35 con Carrera 20, Apto 502');
    expect(composeFullAddress({ ...street, locality: 'Usaquén', city: 'Bogotá D.C.', department: 'Bogotá D.C.' })).toBe(
      'Calle 104 # 19-35 con Carrera 20, Apto 502, Usaquén, Bogotá D.C., Bogotá D.C.',
    );
    expect(composeStreetAddress({ ...street, intersectionName: '', additional: '' })).toBe('Calle 104 # 19-35');
    expect(
      composeFullAddress({
        ...street,
        streetName: '',
        number: '',
        intersectionName: '',
        additional: '',
        locality: '',
        city: 'Chía',
        department: 'Cundinamarca',
      }),
    ).toBe('Chía, Cundinamarca');
  });

  it('reads stored addresses back, abbreviations included', () => {
    expect(parseStreetAddress('Calle 104 # 19-35 con Carrera 20, Apto 502')).toEqual(street);
    expect(parseStreetAddress('Carrera 3 # 72-18')).toEqual({
      streetType: 'Carrera',
      streetName: '3',
      number: '72-18',
      intersectionType: '',
      intersectionName: '',
      additional: '',
    });
    expect(parseStreetAddress('Cra. 7 # 32-16').streetType).toBe('Carrera');
    expect(parseStreetAddress('Finca El Recreo')).toMatchObject({
      streetType: '',
      streetName: 'Finca El Recreo',
      number: '',
    });
    expect(parseStreetAddress('Avenida Calle 26 # 68-35')).toMatchObject({
      streetType: 'Avenida',
      streetName: 'Calle 26',
      number: '68-35',
    });
  });
});

const filled = (): PropertyFormValues => ({
  ...emptyForm(),
  ...street,
  title: 'Apartamento con terraza',
  description: 'Luminoso y remodelado',
  price: '450000000',
  type: 'apartamento',
  operation: 'arriendo',
  department: 'Bogotá D.C.',
  departmentCode: '11',
  city: 'Bogotá D.C.',
  cityCode: '11001',
  locality: 'Usaquén',
  localityCode: '1100101',
  neighborhood: 'Chicó Navarra',
  bedrooms: '3',
  bathrooms: '2',
  area: '120',
  yearBuilt: '2015',
  estrato: '5',
  adminFee: '650000',
  parking: '2',
  floor: '8',
  elevator: true,
  gatedCommunity: true,
  rentalRequirements: 'Fiador\nPóliza de arrendamiento',
  amenities: 'Terraza, Gimnasio',
  images: ['/uploads/properties/a.webp', '/uploads/properties/b.webp'],
  videos: ['/uploads/videos/v.mp4'],
});

describe('form mapper', () => {
  it('starts a new property as a draft with one floor', () => {
    expect(emptyForm()).toMatchObject({ status: 'borrador', totalFloors: '1', featured: false, images: [] });
  });

  it('publishes in the portals by default, and sends the choice either way ("Publicar en portales")', () => {
    expect(emptyForm().syndicate).toBe(true);
    expect(propertyCreateSchema.parse(toRequestBody(filled())).syndicate).toBe(true);
    expect(propertyCreateSchema.parse(toRequestBody({ ...filled(), syndicate: false })).syndicate).toBe(false);
    expect(toFormValues(toApiProperty({ _id: 'x', syndicate: false } as never)).syndicate).toBe(false);
    // Stored before the flag existed: on.
    expect(toApiProperty({ _id: 'x' } as never).syndicate).toBe(true);
  });

  it('builds a body the API create schema accepts, without a version on create', () => {
    const body = toRequestBody(filled());
    const parsed = propertyCreateSchema.parse(body);
    expect(parsed.location).toMatchObject({
      address: 'Calle 104 # 19-35 con Carrera 20, Apto 502',
      cityCode: '11001',
      localityCode: '1100101',
      departmentCode: '11',
      neighborhood: 'Chicó Navarra',
    });
    expect(parsed.features).toMatchObject({
      bedrooms: 3,
      bathrooms: 2,
      parking: 2,
      area: 120,
      floor: 8,
      totalFloors: 1,
      yearBuilt: 2015,
    });
    expect(parsed).toMatchObject({
      estrato: 5,
      adminFee: 650000,
      elevator: true,
      gatedCommunity: true,
      petsAllowed: false,
      amenities: ['Terraza', 'Gimnasio'],
      rentalRequirements: ['Fiador', 'Póliza de arrendamiento'],
    });
    expect(parsed.images?.map((i) => i.url)).toEqual(['/uploads/properties/a.webp', '/uploads/properties/b.webp']);
    expect(body).not.toHaveProperty('version');
  });

  it('drops rental requirements for a sale and sends version on edit', () => {
    const body = toRequestBody({ ...filled(), operation: 'venta', id: 'abc', version: 4 });
    expect(body.rentalRequirements).toEqual([]);
    expect(propertyUpdateSchema.parse(body).version).toBe(4);
  });

  it('round-trips a stored property through the form', () => {
    const api = toApiProperty({
      _id: 'a'.repeat(24),
      ...propertyCreateSchema.parse(toRequestBody(filled())),
      version: 3,
    } as never);
    const values = toFormValues(api);
    expect(values).toMatchObject({ ...filled(), id: 'a'.repeat(24), version: 3, amenities: 'Terraza, Gimnasio' });
    expect(toRequestBody(values)).toMatchObject({ ...toRequestBody(filled()), version: 3 });
  });
});

describe('form validation', () => {
  it('requires the SPEC fields', () => {
    const errors = validateForm(emptyForm());
    expect(Object.keys(errors).sort()).toEqual(
      [
        'cityCode',
        'departmentCode',
        'description',
        'localityCode',
        'number',
        'operation',
        'price',
        'streetName',
        'title',
        'type',
      ].sort(),
    );
    expect(errors.title).toBe('El título es obligatorio');
  });

  it('checks ranges: counts at least 0 and the year between 1900 and 2030', () => {
    const errors = validateForm({
      ...filled(),
      bedrooms: '-1',
      bathrooms: '-2',
      area: '-5',
      totalFloors: '-1',
      yearBuilt: '1899',
    });
    expect(errors).toMatchObject({
      bedrooms: 'Las habitaciones deben ser 0 o más',
      bathrooms: 'Los baños deben ser 0 o más',
      area: 'El área debe ser 0 o más',
      totalFloors: 'Los pisos deben ser 0 o más',
      yearBuilt: 'El año de construcción debe estar entre 1900 y 2030',
    });
    expect(validateForm({ ...filled(), yearBuilt: '2031' }).yearBuilt).toBe(
      'El año de construcción debe estar entre 1900 y 2030',
    );
    expect(validateForm({ ...filled(), estrato: '7' }).estrato).toBe('El estrato debe estar entre 1 y 6');
    expect(validateForm(filled())).toEqual({});
  });
});

describe('dashboard change badges', () => {
  it('compares the last 30 days with the 30 before', () => {
    expect(changeBadge(28, 25)).toEqual({ label: '+12%', tone: 'up' });
    expect(changeBadge(19, 20)).toEqual({ label: '-5%', tone: 'down' });
    expect(changeBadge(4, 4)).toEqual({ label: 'Sin cambios', tone: 'flat' });
    expect(changeBadge(3, 0)).toEqual({ label: 'Nuevo', tone: 'new' });
    expect(changeBadge(0, 0)).toEqual({ label: 'Sin cambios', tone: 'flat' });
  });

  it('counts dates into the two windows', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    const day = 86_400_000;
    const dates = [0, 1, 29.9, 30, 59, 60, 90, -1].map((d) => new Date(now - d * day).toISOString());
    expect(countWindows(dates, now)).toEqual({ last30: 3, previous30: 2 });
  });
});

describe('upload error messages', () => {
  it('maps statuses and keeps the server message otherwise', async () => {
    const { uploadErrorMessage } = await import('@/components/admin/properties/upload');
    expect(uploadErrorMessage(401, 'x')).toBe('Sesión expirada. Por favor, inicie sesión nuevamente.');
    expect(uploadErrorMessage(403)).toBe('No tiene permisos para subir archivos.');
    expect(uploadErrorMessage(413)).toBe('Los archivos son demasiado grandes.');
    expect(uploadErrorMessage(0)).toBe('No se puede conectar al servidor. Verifique la configuración de la API.');
    expect(uploadErrorMessage(415, 'El archivo a.txt no es un tipo válido')).toBe(
      'El archivo a.txt no es un tipo válido',
    );
    expect(uploadErrorMessage(500, '')).toBe('Error subiendo archivos');
  });
});
