// The agency's rental and sale plans and their commissions (docs/product-rules.md#services-and-plans).

export type PlanType = 'arriendo' | 'venta';

export interface Plan {
  id: string;
  name: string;
  /** Commission, as a number (10, 2.8). */
  percentage: number;
  /** How the commission reads: '10% + IVA'. */
  priceLabel: string;
  description: string;
  /** What the card shows before 'Ver Más'. */
  shortFeatures: string[];
  /** Everything the plan includes, shown when expanded. */
  fullFeatures: string[];
  /** Sale plans only: which properties the plan applies to. */
  requirement?: string;
  type: PlanType;
  /** The plan the card highlights in its tab. */
  recommended?: boolean;
}

const percent = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 });
const label = (percentage: number) => `${percent.format(percentage)}% + IVA`;

const RENTAL_BASE = [
  'Publicación del inmueble en nuestro portal y principales portales inmobiliarios',
  'Fotografías profesionales del inmueble',
  'Estudio de arrendatarios y codeudores',
  'Elaboración del contrato de arrendamiento',
  'Recaudo mensual del canon y giro al propietario',
];

const SALE_BASE = [
  'Avalúo comercial de referencia',
  'Publicación en nuestro portal y principales portales inmobiliarios',
  'Fotografías profesionales y recorrido virtual',
  'Acompañamiento en visitas y negociación',
  'Revisión jurídica de la promesa de compraventa y la escritura',
];

export const PLANS: readonly Plan[] = [
  {
    id: 'arriendo-estandar',
    name: 'Estándar',
    percentage: 10,
    priceLabel: label(10),
    description:
      'Administramos tu inmueble en arriendo con lo esencial para arrendarlo rápido y recibir tu canon cada mes.',
    shortFeatures: RENTAL_BASE.slice(0, 3),
    fullFeatures: [...RENTAL_BASE, 'Inventario de entrega y recibo del inmueble', 'Informe mensual de pagos'],
    type: 'arriendo',
  },
  {
    id: 'arriendo-vip',
    name: 'VIP',
    percentage: 12,
    priceLabel: label(12),
    description: 'Todo el plan Estándar más la gestión de mantenimientos y un asesor dedicado para tu inmueble.',
    shortFeatures: ['Todo lo del plan Estándar', 'Asesor dedicado', 'Gestión de reparaciones y mantenimientos'],
    fullFeatures: [
      ...RENTAL_BASE,
      'Inventario de entrega y recibo del inmueble',
      'Asesor dedicado con atención prioritaria',
      'Gestión de reparaciones y mantenimientos con proveedores certificados',
      'Pago de servicios públicos y administración con cargo al canon',
    ],
    type: 'arriendo',
    recommended: true,
  },
  {
    id: 'arriendo-vip-plus',
    name: 'VIP Plus',
    percentage: 15,
    priceLabel: label(15),
    description:
      'La tranquilidad completa: seguro de arrendamiento al 100% y hasta un año de canon pagado por anticipado.',
    shortFeatures: ['Seguro de arrendamiento al 100%', 'Hasta 1 año de canon por anticipado', 'Todo lo del plan VIP'],
    fullFeatures: [
      ...RENTAL_BASE,
      'Seguro de arrendamiento que cubre el 100% del canon',
      'Hasta 1 año de canon pagado por anticipado',
      'Asesor dedicado con atención prioritaria',
      'Gestión de reparaciones y mantenimientos con proveedores certificados',
      'Asesoría jurídica en procesos de restitución',
    ],
    type: 'arriendo',
  },
  {
    id: 'venta-estandar',
    name: 'Estándar',
    percentage: 3,
    priceLabel: label(3),
    description:
      'Vendemos tu inmueble con una estrategia de mercadeo completa y acompañamiento jurídico hasta la escritura.',
    shortFeatures: SALE_BASE.slice(0, 3),
    fullFeatures: [...SALE_BASE, 'Acompañamiento en la firma de escritura en notaría'],
    requirement: 'Para inmuebles con valor inferior a 1.000 millones de pesos',
    type: 'venta',
  },
  {
    id: 'venta-vip',
    name: 'VIP',
    percentage: 2.8,
    priceLabel: label(2.8),
    description:
      'Para inmuebles de alto valor: mercadeo premium, compradores calificados y un asesor senior exclusivo.',
    shortFeatures: ['Asesor senior exclusivo', 'Mercadeo premium y pauta digital', 'Compradores precalificados'],
    fullFeatures: [
      ...SALE_BASE,
      'Asesor senior exclusivo',
      'Mercadeo premium y pauta digital segmentada',
      'Base de compradores e inversionistas precalificados',
      'Acompañamiento en la firma de escritura en notaría',
    ],
    requirement: 'Para inmuebles con valor superior a 1.000 millones de pesos',
    type: 'venta',
    recommended: true,
  },
];

export const PLAN_TABS: ReadonlyArray<{ type: PlanType; label: string }> = [
  { type: 'arriendo', label: 'Planes de Arriendo' },
  { type: 'venta', label: 'Planes de Venta' },
];

export function findPlan(id: string | null | undefined): Plan | undefined {
  return id ? PLANS.find((plan) => plan.id === id) : undefined;
}

export function plansOf(type: PlanType): Plan[] {
  return PLANS.filter((plan) => plan.type === type);
}

/** `?tab=` as a plan type; arriendo for anything else. */
export function planTab(value: string | string[] | undefined): PlanType {
  return value === 'venta' ? 'venta' : 'arriendo';
}
