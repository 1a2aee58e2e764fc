import { describe, expect, it } from 'vitest';

import { fieldErrors, loginSchema, registerSchema, resetPasswordSchema } from '@/lib/validation/auth';

const messages = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) =>
  result.success ? {} : fieldErrors(result.error!);

describe('loginSchema', () => {
  it.each([
    [{}, { email: 'El email es obligatorio', password: 'La contraseña es obligatoria' }],
    [
      { email: '   ', password: '' },
      { email: 'El email es obligatorio', password: 'La contraseña es obligatoria' },
    ],
    [{ email: 'ana', password: 'x' }, { email: 'El email no es válido' }],
    [{ email: 'ana@correo', password: 'x' }, { email: 'El email no es válido' }],
    [{ email: 'ana @correo.co', password: 'x' }, { email: 'El email no es válido' }],
  ])('%o → %o', (input, expected) => {
    expect(messages(loginSchema.safeParse(input))).toEqual(expected);
  });

  it('trims and lowercases the e-mail, keeps the password as typed', () => {
    expect(loginSchema.parse({ email: ' Ana@Correo.CO ', password: ' a B ' })).toEqual({
      email: 'ana@correo.co',
      password: ' a B ',
    });
  });
});

describe('registerSchema', () => {
  const valid = { name: 'Ana', email: 'ana@correo.co', password: 'Clave-2026', acceptPrivacy: true };

  it('accepts a valid registration and drops unknown fields such as role', () => {
    expect(registerSchema.parse({ ...valid, role: 'admin' })).toEqual(valid);
  });

  it('needs explicit consent (Ley 1581)', () => {
    expect(messages(registerSchema.safeParse({ ...valid, acceptPrivacy: false }))).toEqual({
      acceptPrivacy: 'Debes aceptar la Política de Privacidad para continuar',
    });
    expect(messages(registerSchema.safeParse({ ...valid, acceptPrivacy: 'true' }))).toEqual({
      acceptPrivacy: 'Debes aceptar la Política de Privacidad para continuar',
    });
  });

  it('checks the confirmation only when it is sent', () => {
    expect(messages(registerSchema.safeParse({ ...valid, confirmPassword: 'otra' }))).toEqual({
      confirmPassword: 'Las contraseñas no coinciden',
    });
    expect(registerSchema.safeParse({ ...valid, confirmPassword: valid.password }).success).toBe(true);
  });

  it.each([
    ['corta1', 'La contraseña debe tener al menos 8 caracteres'],
    ['12345678', 'La contraseña debe incluir al menos una letra'],
    ['contraseña', 'La contraseña debe incluir al menos un número'],
  ])('rejects the password %s', (password, message) => {
    expect(messages(registerSchema.safeParse({ ...valid, password }))).toEqual({ password: message });
  });
});

describe('resetPasswordSchema', () => {
  it('needs a token', () => {
    expect(messages(resetPasswordSchema.safeParse({ password: 'Clave-2026' }))).toEqual({
      token: 'El enlace no es válido o ha expirado',
    });
  });
});
