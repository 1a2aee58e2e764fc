import { z } from 'zod';

import {
  forgotPasswordSchema,
  loginSchema,
  logoutSchema,
  refreshSchema,
  registerSchema,
  resetPasswordSchema,
} from '../../validation/auth';
import type { ApiOperation } from '../registry';
import { doneSchema, okEnvelope } from '../schemas';

const user = z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(['admin', 'user']) });
const tokens = z.object({ accessToken: z.string(), refreshToken: z.string() });
const session = okEnvelope(z.object({ user, tokens }));

const unauthorized = { description: 'Sin credencial, o credencial no válida, expirada o revocada' };
const invalid = { description: 'Datos no válidos' };
const limited = { description: 'Demasiados intentos (con Retry-After)' };
const tooLarge = { description: 'El cuerpo de la solicitud es demasiado grande. Máximo 16 KB.' };

export const authOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/auth/register',
    tag: 'Autenticación',
    auth: 'public',
    summary: 'Crea una cuenta de usuario (nunca admin)',
    body: registerSchema,
    responses: {
      201: { description: 'Usuario registrado exitosamente', schema: session },
      400: invalid,
      409: { description: 'El email ya está registrado' },
      413: tooLarge,
      429: limited,
    },
  },
  {
    method: 'post',
    path: '/api/auth/login',
    tag: 'Autenticación',
    auth: 'public',
    summary: 'Inicia sesión y entrega el par de tokens',
    body: loginSchema,
    responses: {
      200: { description: 'Inicio de sesión exitoso', schema: session },
      400: invalid,
      401: { description: 'Credenciales inválidas' },
      429: limited,
    },
  },
  {
    method: 'post',
    path: '/api/auth/refresh-token',
    tag: 'Autenticación',
    auth: 'public',
    summary: 'Rota el refresh token y entrega un par nuevo',
    body: refreshSchema,
    responses: {
      200: { description: 'Tokens renovados', schema: okEnvelope(z.object({ tokens })) },
      400: { description: 'No hay refresh token disponible' },
      401: { description: 'Refresh token inválido o expirado' },
    },
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    tag: 'Autenticación',
    auth: 'user',
    summary: 'Cierra la sesión (revoca la familia de tokens)',
    body: logoutSchema,
    responses: { 200: { description: 'Sesión cerrada exitosamente', schema: doneSchema }, 401: unauthorized },
  },
  {
    method: 'get',
    path: '/api/auth/me',
    tag: 'Autenticación',
    auth: 'user',
    summary: 'El usuario actual',
    responses: { 200: { description: 'Usuario', schema: okEnvelope(z.object({ user })) }, 401: unauthorized },
  },
  {
    method: 'get',
    path: '/api/auth/verify',
    tag: 'Autenticación',
    auth: 'user',
    summary: 'Comprueba que la credencial sigue siendo válida',
    responses: {
      200: { description: 'Válida', schema: okEnvelope(z.object({ valid: z.literal(true), user })) },
      401: unauthorized,
    },
  },
  {
    method: 'post',
    path: '/api/auth/forgot-password',
    tag: 'Autenticación',
    auth: 'public',
    summary: 'Envía un enlace para restablecer la contraseña',
    body: forgotPasswordSchema,
    responses: {
      200: { description: 'La misma respuesta exista o no la cuenta', schema: doneSchema },
      400: invalid,
      413: tooLarge,
      429: limited,
    },
  },
  {
    method: 'post',
    path: '/api/auth/reset-password',
    tag: 'Autenticación',
    auth: 'public',
    summary: 'Elige una nueva contraseña con el enlace recibido',
    body: resetPasswordSchema,
    responses: {
      200: { description: 'Contraseña actualizada', schema: doneSchema },
      400: { description: 'El enlace no es válido o ha expirado' },
    },
  },
];

export const healthOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/health',
    tag: 'Sistema',
    auth: 'public',
    summary: 'Estado de la aplicación y de la base de datos',
    responses: {
      200: {
        description: 'Todo responde',
        schema: okEnvelope(
          z.object({
            app: z.literal('ok'),
            database: z.enum(['ok', 'error']),
            latencyMs: z.number().nullable(),
            uptimeSeconds: z.number(),
          }),
        ),
      },
      503: { description: 'La base de datos no responde' },
    },
  },
];
