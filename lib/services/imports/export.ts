import 'server-only';

import { Property } from '../../../models/property';
import { toCsv } from '../../csv';
import { connectDb } from '../../db';
import type { StaffScope } from '../../domain/activity';
import { propertyToCells, TEMPLATE_HEADERS } from '../../domain/property-csv';
import type { ApiProperty } from '../../validation/property-response';
import { toApiProperty, withAgents, type StoredProperty } from '../properties';
import { loadStaffEmails } from './staff';

// GET /api/properties/export (docs/import-export.md#export): every property the caller may edit
// (an agent: theirs), oldest first. The CSV is the import template itself, so a file exported and
// imported back changes nothing; the JSON is the API shape of each property, every field.

async function scopedProperties(scope: StaffScope): Promise<ApiProperty[]> {
  await connectDb();
  const rows = await Property.find(scope.agentId ? { agentId: scope.agentId } : {})
    .sort({ _id: 1 })
    .lean<StoredProperty[]>();
  return rows.map((row) => toApiProperty(row));
}

export async function exportPropertiesJson(scope: StaffScope): Promise<ApiProperty[]> {
  return withAgents(await scopedProperties(scope));
}

export async function exportPropertiesCsv(scope: StaffScope): Promise<string> {
  const [properties, staff] = await Promise.all([scopedProperties(scope), loadStaffEmails()]);
  const rows = properties.map((p) => {
    const cells = propertyToCells(p, p.agentId ? (staff.emailOf.get(p.agentId) ?? '') : '');
    return TEMPLATE_HEADERS.map((key) => cells[key]);
  });
  return toCsv([[...TEMPLATE_HEADERS], ...rows]);
}

/** GET /api/imports/template.csv: the header row and one example row. */
export function importTemplateCsv(): string {
  const example: Record<string, string> = {
    code: 'IB-0001',
    title: 'Apartamento con balcón en Chapinero Alto',
    operation: 'venta',
    type: 'apartamento',
    status: 'borrador',
    price: '450000000',
    adminFee: '380000',
    estrato: '4',
    bedrooms: '3',
    bathrooms: '2',
    parking: '1',
    area: '72.5',
    neighborhood: 'Chapinero Alto',
    locality: 'Chapinero',
    city: 'Bogotá',
    department: 'Bogotá, D.C.',
    address: 'Calle 60 # 4-20',
    description: 'Apartamento exterior, iluminado, a dos cuadras de la Séptima.',
    amenities: 'Gimnasio | Portería 24 horas',
    elevator: 'sí',
    images: '',
  };
  return toCsv([[...TEMPLATE_HEADERS], TEMPLATE_HEADERS.map((key) => example[key] ?? '')]);
}
