import type { LeadKind, LeadStatus } from '@/lib/domain/leads';

export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  contact: 'Contacto',
  'property-inquiry': 'Consulta de inmueble',
  'plan-request': 'Solicitud de plan',
};

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'Nueva',
  contacted: 'Contactado',
  closed: 'Cerrado',
};

export const LEAD_STATUS_BADGE: Record<LeadStatus, string> = {
  new: 'bg-blue-100 text-blue-900',
  contacted: 'bg-green-100 text-green-900',
  closed: 'bg-slate-200 text-slate-800',
};
