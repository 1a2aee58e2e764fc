import { describe, expect, it } from 'vitest';

import { fail } from '@/lib/api/respond';
import {
  ConflictError,
  ForbiddenError,
  InvalidError,
  NotFoundError,
  TooManyError,
  UnauthenticatedError,
  UnavailableError,
  UnprocessableError,
  type DomainError,
} from '@/lib/domain/errors';

describe('domain errors as API answers', () => {
  it.each<[DomainError, number]>([
    [new InvalidError('La localidad seleccionada no existe'), 400],
    [new UnauthenticatedError('Credenciales inválidas'), 401],
    [new ForbiddenError('Solo un administrador puede reasignar'), 403],
    [new NotFoundError('Propiedad no encontrada'), 404],
    [new ConflictError('El email ya está registrado'), 409],
    [new UnprocessableError('Aún no tenemos inmuebles comparables'), 422],
    [new UnavailableError('La caché compartida no responde'), 503],
  ])('answers %s with %i and its Spanish message', async (error, status) => {
    const response = fail(error);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ success: false, message: error.message });
    expect(response.headers.get('retry-after')).toBeNull();
  });

  it('answers a limit reached with 429 and Retry-After in seconds', async () => {
    const response = fail(new TooManyError('Demasiados intentos. Intenta de nuevo en 15 minutos.', 900));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('900');
    expect(await response.json()).toEqual({
      success: false,
      message: 'Demasiados intentos. Intenta de nuevo en 15 minutos.',
    });
  });
});
