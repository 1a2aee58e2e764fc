import { describe, expect, it } from 'vitest';

import { ApiError, DOMAIN_ERROR_STATUS } from '@/lib/api/errors';
import { fail } from '@/lib/api/respond';
import { ERROR_CODES, type ErrorCode } from '@/lib/domain/error-codes';
import {
  ConflictError,
  ForbiddenError,
  InvalidError,
  NotFoundError,
  TooLargeError,
  TooManyError,
  UnauthenticatedError,
  UnavailableError,
  UnprocessableError,
  UnsupportedMediaError,
  UpstreamError,
  type DomainError,
  type DomainErrorKind,
} from '@/lib/domain/errors';

describe('domain errors as API answers', () => {
  it.each<[DomainError, number, ErrorCode]>([
    [new InvalidError('La localidad seleccionada no existe'), 400, 'invalid_request'],
    [new UnauthenticatedError('No hay token de autenticación'), 401, 'unauthenticated'],
    [new ForbiddenError('Solo un administrador puede reasignar'), 403, 'forbidden'],
    [new NotFoundError('Propiedad no encontrada'), 404, 'not_found'],
    [new ConflictError('Esta importación ya se aplicó'), 409, 'conflict'],
    [new TooLargeError('El archivo a.jpg es demasiado grande. Máximo 5MB'), 413, 'payload_too_large'],
    [new UnsupportedMediaError('El archivo a.exe no es un tipo válido'), 415, 'unsupported_media_type'],
    [new UnprocessableError('Aún no tenemos inmuebles comparables'), 422, 'unprocessable'],
    [new UpstreamError('No se pudo guardar el archivo'), 502, 'upstream_failed'],
    [new UnavailableError('La caché compartida no responde'), 503, 'unavailable'],
  ])('answers %s with %i, its Spanish message and its kind’s code %s', async (error, status, code) => {
    const response = fail(error);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ success: false, message: error.message, code });
    expect(response.headers.get('retry-after')).toBeNull();
  });

  it('answers a specific code where the service names one', async () => {
    const response = fail(new ConflictError('Ya existe un propietario con ese documento', 'document_taken'));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      success: false,
      message: 'Ya existe un propietario con ese documento',
      code: 'document_taken',
    });
  });

  it('answers a limit reached with 429, rate_limited and Retry-After in seconds', async () => {
    const response = fail(new TooManyError('Demasiados intentos. Intenta de nuevo en 15 minutos.', 900));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('900');
    expect(await response.json()).toEqual({
      success: false,
      message: 'Demasiados intentos. Intenta de nuevo en 15 minutos.',
      code: 'rate_limited',
    });
  });

  it('gives every kind a status whose generic code the table has with that status', () => {
    const defaults: Record<DomainErrorKind, DomainError> = {
      invalid: new InvalidError('x'),
      unauthenticated: new UnauthenticatedError('x'),
      forbidden: new ForbiddenError('x'),
      'not-found': new NotFoundError('x'),
      conflict: new ConflictError('x'),
      'too-large': new TooLargeError('x'),
      'unsupported-media': new UnsupportedMediaError('x'),
      unprocessable: new UnprocessableError('x'),
      'too-many': new TooManyError('x', 1),
      upstream: new UpstreamError('x'),
      unavailable: new UnavailableError('x'),
    };
    for (const [kind, error] of Object.entries(defaults)) {
      expect(error.kind).toBe(kind);
      expect(ERROR_CODES[error.code].status, kind).toBe(DOMAIN_ERROR_STATUS[kind as DomainErrorKind]);
    }
  });

  it('answers zod and JSON failures with their codes', async () => {
    const { z } = await import('zod');
    const zod = z.object({ a: z.string('a debe ser texto') }).safeParse({}).error;
    expect(await fail(zod).json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'a' }] });
    expect(await fail(new SyntaxError('x')).json()).toMatchObject({ code: 'invalid_json' });
  });

  it('gives the HTTP layer’s own errors their status’s code unless they name one', async () => {
    expect(await fail(new ApiError(413, 'Demasiado grande')).json()).toMatchObject({ code: 'payload_too_large' });
    expect(await fail(new ApiError(415, 'No es multipart')).json()).toMatchObject({ code: 'unsupported_media_type' });
    const reused = fail(new ApiError(422, 'Clave usada', 'idempotency_key_reused'));
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
  });
});
