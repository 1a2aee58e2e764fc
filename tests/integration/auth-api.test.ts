import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';

import { ADMIN, appSecrets, loginTokens, newUser, PASSWORD, uniqueEmail } from './accounts';
import { get, post } from './stack-client';

const USER_KEYS = ['email', 'id', 'name', 'role'];

describe('POST /api/auth/login', () => {
  it('answers success, message, data.user and both tokens', async () => {
    const { status, body } = await post('/api/auth/login', ADMIN);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      message: 'Inicio de sesión exitoso',
      data: { user: { email: ADMIN.email, role: 'admin' } },
    });
    expect(Object.keys(body.data.user).sort()).toEqual(USER_KEYS);
    expect(body.data.tokens.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.data.tokens.refreshToken).toMatch(/^[\w-]{40,}$/);
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|argon2/);
  });

  it('matches the e-mail case-insensitively', async () => {
    expect((await post('/api/auth/login', { ...ADMIN, email: '  ADMIN@Test.Local ' })).status).toBe(200);
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrong = await post('/api/auth/login', { email: ADMIN.email, password: 'no-es-la-clave' });
    const unknown = await post('/api/auth/login', { email: uniqueEmail('nadie'), password: 'no-es-la-clave' });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ success: false, message: 'Credenciales inválidas', code: 'invalid_credentials' });
    }
  });

  it('rejects missing fields and malformed JSON with Spanish 400s', async () => {
    expect((await post('/api/auth/login', {})).body).toMatchObject({
      success: false,
      message: 'El email es obligatorio',
    });
    expect((await post('/api/auth/login', { email: 'correo-sin-arroba', password: 'x' })).body.message).toBe(
      'El email no es válido',
    );
    const noPassword = await post('/api/auth/login', { email: ADMIN.email });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe('La contraseña es obligatoria');
    const malformed = await post('/api/auth/login', '{"email": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      success: false,
      message: 'El cuerpo de la solicitud no es un JSON válido',
      code: 'invalid_json',
    });
    expect((await post('/api/auth/login', { email: { $gt: '' }, password: { $gt: '' } })).status).toBe(400);
  });
});

describe('POST /api/auth/register', () => {
  it('creates a user (never an admin) and signs it in', async () => {
    const email = uniqueEmail('registro');
    const { status, body } = await post('/api/auth/register', {
      name: 'Camilo Rojas',
      email,
      password: PASSWORD,
      acceptPrivacy: true,
      role: 'admin',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      success: true,
      message: 'Usuario registrado exitosamente',
      data: { user: { name: 'Camilo Rojas', email, role: 'user' } },
    });
    expect(Object.keys(body.data.tokens).sort()).toEqual(['accessToken', 'refreshToken']);
    expect((await get('/api/auth/me', { token: body.data.tokens.accessToken })).body.data.user.role).toBe('user');
  });

  it('answers 409 for an e-mail already registered, in any case', async () => {
    const { email } = await newUser('duplicado');
    const again = await post('/api/auth/register', {
      name: 'Otra',
      email: email.toUpperCase(),
      password: PASSWORD,
      acceptPrivacy: true,
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: 'El email ya está registrado', code: 'email_taken' });
  });

  it.each([
    [{ email: 'a@b.co', password: PASSWORD, acceptPrivacy: true }, 'El nombre es obligatorio'],
    [{ name: 'Ana', password: PASSWORD, acceptPrivacy: true }, 'El email es obligatorio'],
    [{ name: 'Ana', email: 'ana@', password: PASSWORD, acceptPrivacy: true }, 'El email no es válido'],
    [{ name: 'Ana', email: 'ana@b.co', acceptPrivacy: true }, 'La contraseña es obligatoria'],
    [
      { name: 'Ana', email: 'ana@b.co', password: 'corta1', acceptPrivacy: true },
      'La contraseña debe tener al menos 8 caracteres',
    ],
    [
      { name: 'Ana', email: 'ana@b.co', password: 'solamenteletras', acceptPrivacy: true },
      'La contraseña debe incluir al menos un número',
    ],
    [
      { name: 'Ana', email: 'ana@b.co', password: `a1${'x'.repeat(200)}`, acceptPrivacy: true },
      'La contraseña debe tener como máximo 128 caracteres',
    ],
    [{ name: 'Ana', email: 'ana@b.co', password: PASSWORD }, 'Debes aceptar la Política de Privacidad para continuar'],
    [
      { name: 'Ana', email: 'ana@b.co', password: PASSWORD, confirmPassword: 'otra', acceptPrivacy: true },
      'Las contraseñas no coinciden',
    ],
  ])('rejects %o with "%s"', async (body, message) => {
    const response = await post('/api/auth/register', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message });
  });
});

describe('GET /api/auth/me and /api/auth/verify', () => {
  it('return the bearer token’s user', async () => {
    const user = await newUser('perfil');
    const me = await get('/api/auth/me', { token: user.tokens.accessToken });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      success: true,
      data: { user: { id: user.id, name: 'Laura Gómez', email: user.email, role: 'user' } },
    });
    const verify = await get('/api/auth/verify', { token: user.tokens.accessToken });
    expect(verify.body).toEqual({ success: true, data: { valid: true, user: me.body.data.user } });
  });

  it('answer 401 for missing, malformed, tampered and expired tokens', async () => {
    const user = await newUser('tokens');
    const [header, payload, signature] = user.tokens.accessToken.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'admin' }),
    ).toString('base64url');
    const expired = await new SignJWT({ role: 'user', sid: 'x', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('inmobiliaria-bogota')
      .setAudience('api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(appSecrets().AUTH_JWT_SECRET));
    const otherKey = await new SignJWT({ role: 'admin', sid: 'x', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('inmobiliaria-bogota')
      .setAudience('api')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('una-clave-que-no-es-la-del-servidor-0000'));
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;

    const missing = await get('/api/auth/me');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({
      success: false,
      message: 'No hay token de autenticación. Por favor, inicia sesión nuevamente.',
      code: 'unauthenticated',
    });
    for (const authorization of [
      `Bearer ${header}.${forgedPayload}.${signature}`,
      `Bearer ${expired}`,
      `Bearer ${otherKey}`,
      `Bearer ${none}`,
      'Bearer',
      'Basic dXNlcjpwYXNz',
      `Bearer ${user.tokens.refreshToken}`,
    ]) {
      for (const path of ['/api/auth/me', '/api/auth/verify']) {
        const response = await get(path, { headers: { authorization } });
        expect(response.status, `${path} with ${authorization.slice(0, 30)}`).toBe(401);
        expect(response.body).toEqual({
          success: false,
          message: 'Sesión expirada o no válida. Por favor, inicia sesión nuevamente.',
          code: 'token_invalid',
        });
      }
    }
  });
});

describe('POST /api/auth/refresh-token', () => {
  it('rotates on every use and answers SPEC’s shape', async () => {
    const user = await newUser('rotacion');
    const first = await post('/api/auth/refresh-token', { refreshToken: user.tokens.refreshToken });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: 'Token renovado exitosamente' });
    const tokens = first.body.data.tokens;
    expect(tokens.refreshToken).not.toBe(user.tokens.refreshToken);
    expect((await get('/api/auth/me', { token: tokens.accessToken })).status).toBe(200);
    const second = await post('/api/auth/refresh-token', { refreshToken: tokens.refreshToken });
    expect(second.status).toBe(200);
  });

  it('revokes the whole family when an already-rotated token is presented again', async () => {
    const user = await newUser('reuso');
    const rotated = (await post('/api/auth/refresh-token', { refreshToken: user.tokens.refreshToken })).body.data
      .tokens;
    const reuse = await post('/api/auth/refresh-token', { refreshToken: user.tokens.refreshToken });
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({
      success: false,
      message: 'Refresh token inválido o expirado',
      code: 'refresh_token_invalid',
    });
    // The legitimate holder's newer tokens die with the family.
    expect((await post('/api/auth/refresh-token', { refreshToken: rotated.refreshToken })).status).toBe(401);
    expect((await get('/api/auth/me', { token: rotated.accessToken })).status).toBe(401);
    // Another login of the same account is another family, untouched.
    const other = await loginTokens(user.email, user.password);
    expect((await get('/api/auth/me', { token: other.accessToken })).status).toBe(200);
  });

  it('rejects a missing, unknown or malformed refresh token', async () => {
    const missing = await post('/api/auth/refresh-token', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('No hay refresh token disponible');
    const unknown = await post('/api/auth/refresh-token', { refreshToken: 'x'.repeat(43) });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Refresh token inválido o expirado');
    expect((await post('/api/auth/refresh-token', { refreshToken: 42 })).status).toBe(400);
  });
});

describe('POST /api/auth/logout', () => {
  it('answers "Sesión cerrada exitosamente" and revokes the session', async () => {
    const user = await newUser('salida');
    const other = await loginTokens(user.email, user.password);
    const response = await post(
      '/api/auth/logout',
      { refreshToken: user.tokens.refreshToken },
      { token: user.tokens.accessToken },
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Sesión cerrada exitosamente' });
    expect((await post('/api/auth/refresh-token', { refreshToken: user.tokens.refreshToken })).status).toBe(401);
    expect((await get('/api/auth/me', { token: user.tokens.accessToken })).status).toBe(401);
    // Only that session: the other device stays signed in.
    expect((await get('/api/auth/me', { token: other.accessToken })).status).toBe(200);
  });

  it('ignores a refresh token that belongs to someone else', async () => {
    const victim = await newUser('victima');
    const attacker = await newUser('atacante');
    await post(
      '/api/auth/logout',
      { refreshToken: victim.tokens.refreshToken },
      { token: attacker.tokens.accessToken },
    );
    expect((await post('/api/auth/refresh-token', { refreshToken: victim.tokens.refreshToken })).status).toBe(200);
  });
});
