import { z } from 'zod';

import { MIN_PRICE_SAMPLE } from '../domain/market-stats';
import { OWNER_REPORT_MESSAGES, REPORT_WEEKS } from '../domain/owner-report';

// The owner's report (docs/owner-report.md): GET /api/properties/{id}/report, the owner's link
// (POST/DELETE /api/properties/{id}/report-link) and the token of /propietario/{token}.

/** The token of /propietario/{token}: a random id (22) and its signature (43), base64url. */
export const ownerReportTokenSchema = z.string().regex(/^[\w-]{65}$/, OWNER_REPORT_MESSAGES.invalidToken);

const day = z.string().meta({ description: 'Día de Bogotá, AAAA-MM-DD' });

export const ownerReportSchema = z.object({
  property: z.object({
    id: z.string(),
    title: z.string(),
    slug: z.string(),
    status: z.string(),
    operation: z.string(),
    type: z.string(),
    price: z.number(),
    area: z.number().nullable(),
    /** The localidad (or the city, outside Bogotá) the market figures are of. */
    place: z.string(),
  }),
  views: z.object({
    total: z.number().int().meta({ description: 'Visitas acumuladas (el contador del inmueble, desde su creación)' }),
    byWeek: z.array(z.object({ week: day, count: z.number().int() })).meta({
      description: `Las últimas ${REPORT_WEEKS} semanas (de lunes a domingo, hora de Bogotá), la actual al final, en cero las que no tuvieron visitas; se cuentan por día desde que existe el conteo diario`,
    }),
  }),
  favorites: z
    .number()
    .int()
    .meta({ description: 'Cuentas que lo guardaron en favoritos (las listas de favoritos de las cuentas)' }),
  inquiries: z.number().int().meta({ description: 'Consultas recibidas sobre el inmueble (solicitudes de ese tipo)' }),
  visits: z.object({
    booked: z.number().int().meta({ description: 'Visitas agendadas y no canceladas (pasadas o futuras)' }),
    done: z.number().int().meta({ description: 'De ellas, las que ya terminaron' }),
  }),
  daysOnMarket: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'Días desde que se publicó por primera vez; null si nunca se ha publicado' }),
  listedSince: z.string().nullable(),
  priceHistory: z.array(z.object({ price: z.number(), at: z.string() })),
  market: z.object({
    pricePerM2: z.number().nullable().meta({ description: 'Precio por m² de este inmueble; null sin área' }),
    pricePerM2Median: z.number().nullable(),
    percentile: z
      .number()
      .int()
      .min(0)
      .max(100)
      .nullable()
      .meta({
        description: `Dónde queda su precio por m² entre los comparables (0 el más barato, 100 el más caro); null con menos de ${MIN_PRICE_SAMPLE}`,
      }),
    comparables: z.number().int(),
  }),
  generatedAt: z.string(),
});
export type OwnerReport = z.infer<typeof ownerReportSchema>;

export const ownerReportLinkSchema = z.object({
  url: z.string().meta({ description: 'El enlace para el propietario, /propietario/{token}' }),
  createdAt: z.string(),
});
export type OwnerReportLinkView = z.infer<typeof ownerReportLinkSchema>;

export const ownerReportRevokeSchema = z.object({ revoked: z.number().int() });
