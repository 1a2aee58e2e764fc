import { userStatsSchema } from '../../validation/users';
import type { ApiOperation } from '../registry';
import { ADMIN_ERRORS, okEnvelope } from '../schemas';

export const usersOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/users/stats',
    summary:
      'Cifras de usuarios para el panel: total, activos y registros de los últimos 30 días frente a los 30 anteriores',
    tag: 'Usuarios',
    auth: 'admin',
    responses: {
      200: { description: 'Cifras de usuarios', schema: okEnvelope(userStatsSchema) },
      ...ADMIN_ERRORS,
    },
  },
];
