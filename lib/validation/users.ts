import { z } from 'zod';

/** GET /api/users/stats: the dashboard's 'Usuarios Activos' card and its 30-day change badge. */
export const userStatsSchema = z.object({
  totalUsers: z.number().int().describe('Usuarios registrados (activos o no)'),
  activeUsers: z.number().int().describe('Usuarios con la cuenta activa'),
  createdLast30Days: z.number().int().describe('Usuarios registrados en los últimos 30 días'),
  createdPrevious30Days: z.number().int().describe('Usuarios registrados en los 30 días anteriores'),
});
export type UserStats = z.infer<typeof userStatsSchema>;
