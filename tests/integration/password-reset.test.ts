import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PasswordResetToken } from '../../models/password-reset-token';
import { Throttle } from '../../models/throttle';
import { loginTokens, newUser, resetLinkFor, sessionCookie, uniqueEmail } from './accounts';
import { baseURL, connectTestDb, get, post } from './stack-client';

const NEW_PASSWORD = 'Nueva-Clave-2027';
const tokenOf = (link: string) => link.split('/reset-password/')[1];

beforeAll(() => connectTestDb());
afterAll(() => Throttle.deleteMany({ key: /^reset:/ }));

describe('forgot-password', () => {
  it('answers the same whether or not the e-mail exists, and only mails an account', async () => {
    const user = await newUser('olvido');
    const known = await post('/api/auth/forgot-password', { email: user.email });
    const unknownEmail = uniqueEmail('inexistente');
    const unknown = await post('/api/auth/forgot-password', { email: unknownEmail });
    for (const response of [known, unknown]) {
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        message: 'Si el email está registrado, recibirás un enlace para restablecer tu contraseña.',
      });
    }
    const link = await resetLinkFor(user.email);
    expect(link.startsWith(`${baseURL()}/reset-password/`)).toBe(true);
    await expect(resetLinkFor(unknownEmail)).rejects.toThrow('no reset link');
    // Stored hashed: the token in the link is not what the database holds.
    expect(await PasswordResetToken.exists({ tokenHash: tokenOf(link) })).toBeNull();
  });

  it('validates the e-mail', async () => {
    const response = await post('/api/auth/forgot-password', { email: 'sin-arroba' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('El email no es válido');
  });
});

describe('reset-password', () => {
  it('sets the new password once, ends every session and the link stops working', async () => {
    const user = await newUser('restablecer');
    const cookie = await sessionCookie(user.email, user.password);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = tokenOf(await resetLinkFor(user.email));

    const page = await fetch(`${baseURL()}/reset-password/${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Nueva contraseña');

    const done = await post('/api/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, message: 'Contraseña actualizada. Ya puedes iniciar sesión.' });

    expect((await post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(401);
    expect((await loginTokens(user.email, NEW_PASSWORD)).accessToken).toBeTruthy();
    // Sessions from before the reset are over: refresh token, access token and browser cookie.
    expect((await post('/api/auth/refresh-token', { refreshToken: user.tokens.refreshToken })).status).toBe(401);
    expect((await get('/api/auth/me', { token: user.tokens.accessToken })).status).toBe(401);
    expect((await get('/api/auth/me', { headers: { cookie } })).status).toBe(401);

    const again = await post('/api/auth/reset-password', { token, password: 'Otra-Clave-2028' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      success: false,
      message: 'El enlace no es válido o ha expirado',
      code: 'invalid_request',
    });
  });

  it('refuses an expired or unknown token and a weak password', async () => {
    const user = await newUser('expirado');
    await post('/api/auth/forgot-password', { email: user.email });
    const token = tokenOf(await resetLinkFor(user.email));
    await PasswordResetToken.updateMany({ userId: user.id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await post('/api/auth/reset-password', { token, password: NEW_PASSWORD })).body.message).toBe(
      'El enlace no es válido o ha expirado',
    );
    expect((await post('/api/auth/reset-password', { token: 'inventado', password: NEW_PASSWORD })).status).toBe(400);
    const weak = await post('/api/auth/reset-password', { token, password: 'corta' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('La contraseña debe tener al menos 8 caracteres');
    expect((await post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(200);
  });

  it('lifts a login lock', async () => {
    const user = await newUser('desbloqueo');
    for (let i = 0; i < 5; i++) await post('/api/auth/login', { email: user.email, password: 'mala-clave-1' });
    expect((await post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(429);
    await post('/api/auth/forgot-password', { email: user.email });
    await post('/api/auth/reset-password', { token: tokenOf(await resetLinkFor(user.email)), password: NEW_PASSWORD });
    expect((await post('/api/auth/login', { email: user.email, password: NEW_PASSWORD })).status).toBe(200);
  });
});
