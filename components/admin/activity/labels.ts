// How the activity log reads in Spanish: kinds of record, actions, field names and values. Pure: unit-tested.
import type { ActivityAction, ActivityEntity } from '@/lib/domain/activity';
import { PAYMENT_METHOD_LABELS } from '@/lib/domain/rentals/ledger-messages';
import type { PaymentMethod } from '@/lib/domain/rentals/types';
import { formatNumber, formatPrice, formatShortDate } from '@/lib/format';

export const ENTITY_LABELS: Record<ActivityEntity, string> = {
  property: 'Propiedad',
  news: 'Noticia',
  city: 'Ciudad',
  locality: 'Localidad',
  settings: 'Configuración',
  user: 'Usuario',
  lead: 'Solicitud',
  owner: 'Propietario',
  mandate: 'Mandato',
  demand: 'Demanda',
  'api-key': 'Llave de API',
  webhook: 'Webhook',
  lease: 'Contrato de arriendo',
};

export const ACTION_LABELS: Record<ActivityAction, string> = {
  create: 'creó',
  update: 'editó',
  delete: 'eliminó',
};

const FIELD_LABELS: Record<string, string> = {
  title: 'Título',
  description: 'Descripción',
  price: 'Precio',
  type: 'Tipo',
  operation: 'Operación',
  status: 'Estado',
  featured: 'Destacada',
  estrato: 'Estrato',
  adminFee: 'Administración',
  images: 'Imágenes',
  videos: 'Videos',
  amenities: 'Comodidades',
  agentId: 'Asesor',
  name: 'Nombre',
  email: 'Email',
  role: 'Rol',
  active: 'Activa',
  invitedAt: 'Invitación',
  content: 'Contenido',
  category: 'Categoría',
  author: 'Autor',
  tags: 'Etiquetas',
  code: 'Código',
  departmentCode: 'Código de departamento',
  departmentName: 'Departamento',
  cityCode: 'Código de ciudad',
  cityName: 'Ciudad',
  'general.siteName': 'Nombre del sitio',
  'general.description': 'Descripción del sitio',
  'general.contactEmail': 'Email de contacto',
  'general.contactPhone': 'Teléfono de contacto',
  'general.whatsapp': 'WhatsApp de la agencia',
  'general.address': 'Dirección de la oficina',
  'general.schedule': 'Horario',
  'general.experienceYears': 'Años de experiencia',
  'security.loginAttempts': 'Intentos de inicio de sesión',
  'security.sessionDuration': 'Duración de la sesión (horas)',
  'appearance.primaryColor': 'Color principal',
  'appearance.secondaryColor': 'Color secundario',
  'appearance.theme': 'Tema',
  'location.address': 'Dirección',
  'location.neighborhood': 'Barrio',
  'location.locality': 'Localidad',
  'location.city': 'Ciudad',
  'features.bedrooms': 'Habitaciones',
  'features.bathrooms': 'Baños',
  'features.area': 'Área',
  'agent.phone': 'Teléfono',
  'agent.whatsapp': 'WhatsApp',
  'agent.photo': 'Foto',
  'agent.bio': 'Biografía',
  'agent.license': 'Matrícula',
  'agent.experienceYears': 'Años de experiencia',
  'agent.specializations': 'Especialidades',
  'agent.email': 'Email público',
  'agent.slug': 'Página pública',
  // Mandates (docs/mandates.md).
  ownerId: 'Propietario',
  exclusive: 'Exclusivo',
  commissionPercent: 'Comisión (%)',
  startDate: 'Fecha de inicio',
  endDate: 'Fecha de fin',
  endedAt: 'Terminado el',
  'document.size': 'Contrato (bytes)',
  'document.sha256': 'Contrato (huella SHA-256)',
  'security.requireMandateToPublish': 'Exigir mandato vigente para publicar',
  // Owners and demands (docs/owners.md, docs/demands.md).
  documentType: 'Tipo de documento',
  documentNumber: 'Número de documento',
  phone: 'Teléfono',
  whatsapp: 'WhatsApp',
  address: 'Dirección',
  notes: 'Notas',
  agent: 'Asesor',
  motivo: 'Motivo',
  // Demands (docs/demands.md).
  'client.name': 'Nombre del cliente',
  'client.phone': 'Teléfono del cliente',
  'client.email': 'Email del cliente',
  types: 'Tipos de inmueble',
  city: 'Ciudad',
  localities: 'Localidades o barrios',
  minPrice: 'Precio mínimo',
  maxPrice: 'Precio máximo',
  minBedrooms: 'Habitaciones mínimas',
  minBathrooms: 'Baños mínimos',
  minParking: 'Parqueaderos mínimos',
  minArea: 'Área mínima',
  estratoMin: 'Estrato mínimo',
  estratoMax: 'Estrato máximo',
  petsAllowed: 'Mascotas',
  // Leases (docs/rentals.md).
  propertyId: 'Inmueble',
  'tenant.name': 'Nombre del arrendatario',
  'tenant.documentType': 'Tipo de documento del arrendatario',
  'tenant.documentNumber': 'Documento del arrendatario',
  'tenant.phone': 'Teléfono del arrendatario',
  'tenant.email': 'Email del arrendatario',
  'guarantee.type': 'Garantía',
  'guarantee.coSigners': 'Codeudores',
  'guarantee.insurer': 'Afianzadora',
  monthlyRent: 'Canon',
  rents: 'Canon',
  termMonths: 'Término (meses)',
  graceDays: 'Días de gracia',
  commercialValue: 'Valor comercial',
  paidThrough: 'Pagado hasta',
  contactChannels: 'Canales de cobro',
  terminatedAt: 'Terminado el',
  terminationReason: 'Motivo de terminación',
  increases: 'Incrementos',
  payment: 'Pago',
  reversal: 'Reversión',
  expense: 'Gasto',
  tenantLink: 'Enlace del arrendatario',
  withholdings: 'Retenciones',
  pagos: 'Pagos',
  gastos: 'Gastos',
  liquidaciones: 'Liquidaciones',
  property: 'Inmueble',
  owner: 'Propietario',
};

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

const ROLE_NAMES: Record<string, string> = { admin: 'Administrador', agent: 'Asesor', user: 'Visitante' };

/** A logged value as text: '—' for nothing, Sí/No, numbers in es-CO, lists joined, long text cut. */
export function formatValue(value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'role' && typeof value === 'string') return ROLE_NAMES[value] ?? value;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(value)) return formatShortDate(value);
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') return formatNumber(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    if (value.every(isRentStep))
      return value.map((step) => `${formatPrice(step.amount)} desde ${step.from}`).join('; ');
    if (value.every((v) => typeof v === 'string' || typeof v === 'number')) return cut(value.join(', '));
    return `${value.length} ${value.length === 1 ? 'elemento' : 'elementos'}`;
  }
  if (typeof value === 'object') return cut(ledgerText(value as Record<string, unknown>) ?? JSON.stringify(value));
  return cut(String(value));
}

const isRentStep = (value: unknown): value is { from: string; amount: number } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { amount?: unknown }).amount === 'number' &&
  'from' in value;

/** A ledger entry, increase or payout the log keeps as an object, in words ("$ 800.000 el 2026-11-29 · PSE"). */
function ledgerText(value: Record<string, unknown>): string | null {
  const text = (key: string) => (typeof value[key] === 'string' && value[key] ? (value[key] as string) : null);
  if (typeof value.percent === 'number' && text('effectiveDate'))
    return `${formatNumber(value.percent)} % desde ${text('effectiveDate')}`;
  if (value.reversed === true) return `Revertido${text('reason') ? `: ${text('reason')}` : ''}`;
  const amount = typeof value.amount === 'number' ? value.amount : typeof value.total === 'number' ? value.total : null;
  if (amount === null) return null;
  const method = text('method');
  return [
    text('month') ? `Liquidación ${text('month')}` : null,
    `${formatPrice(amount)}${text('date') ? ` el ${text('date')}` : ''}`,
    method ? (PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method) : null,
    text('reference') ? `ref. ${text('reference')}` : null,
    text('description'),
  ]
    .filter(Boolean)
    .join(' · ');
}

const cut = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
