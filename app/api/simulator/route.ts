import { ok } from '@/lib/api/respond';
import { api, route } from '@/lib/api/route';
import { okEnvelope } from '@/lib/openapi/schemas';
import { simulate } from '@/lib/services/financing';
import { simulationSchema, simulatorQuerySchema } from '@/lib/validation/financing';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/api/simulator', 'Financiación', {
  GET: route(
    {
      auth: 'public',
      summary:
        'Simulación estimada de crédito hipotecario en pesos (cuota fija) o leasing habitacional: monto financiado, cuota, total pagado, intereses, ingreso mínimo (cuota ≤ 30 % del ingreso) y gastos de cierre. Lo que no se envía toma el valor de Configuración > Financiación (cuota inicial: la mínima).',
      query: simulatorQuerySchema,
      cache: 'public',
      responses: {
        200: { description: 'Las cifras estimadas', schema: okEnvelope(simulationSchema) },
      },
      rules: [
        "una cuota inicial igual o mayor que el precio ('La cuota inicial debe ser menor que el precio')",
        "una cuota inicial menor que la mínima de Configuración > Financiación para vivienda VIS (hasta el tope VIS) o no VIS ('La cuota inicial mínima para ... es el N % del precio: $ ...')",
      ],
    },
    async ({ query }) => ok(await simulate(query)),
  ),
});
