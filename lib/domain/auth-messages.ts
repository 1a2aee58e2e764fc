// Spanish messages of the auth contract, shared by handlers, services and tests.
export const AUTH_MESSAGES = {
  loginOk: 'Inicio de sesión exitoso',
  registered: 'Usuario registrado exitosamente',
  refreshed: 'Token renovado exitosamente',
  loggedOut: 'Sesión cerrada exitosamente',
  invalidCredentials: 'Credenciales inválidas',
  noToken: 'No hay token de autenticación. Por favor, inicia sesión nuevamente.',
  invalidToken: 'Sesión expirada o no válida. Por favor, inicia sesión nuevamente.',
  invalidRefresh: 'Refresh token inválido o expirado',
  forbidden: 'No tienes permisos para realizar esta acción',
  badOrigin: 'Origen de la solicitud no permitido',
  resetRequested: 'Si el email está registrado, recibirás un enlace para restablecer tu contraseña.',
  resetDone: 'Contraseña actualizada. Ya puedes iniciar sesión.',
  resetInvalid: 'El enlace no es válido o ha expirado',
} as const;

/** 429 message with the wait rounded up to whole minutes. */
export function tooManyAttempts(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Demasiados intentos. Intenta de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}
