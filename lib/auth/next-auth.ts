import 'server-only';

import type { AuthOptions } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import CredentialsProvider from 'next-auth/providers/credentials';

import { DomainError } from '../domain/errors';
import { isUserRole } from '../domain/users';
import { authSecrets, secureCookies } from '../security/secrets';
import { securitySettings, verifyCredentials } from '../services/users';
import { loginSchema } from '../validation/auth';
import { clientIp } from './client-ip';

/**
 * next-auth for the browser: Credentials over the same `verifyCredentials` as the API, JWT
 * session in an httpOnly cookie that lives Settings > Seguridad `sessionDuration` hours. Built
 * per request so a changed setting applies to the next sign-in.
 */
export async function authOptions(): Promise<AuthOptions> {
  const { sessionHours } = await securitySettings();
  return {
    secret: authSecrets().nextAuth,
    useSecureCookies: secureCookies(),
    session: { strategy: 'jwt', maxAge: sessionHours * 3600 },
    pages: { signIn: '/login', error: '/login' },
    providers: [
      CredentialsProvider({
        name: 'Email y contraseña',
        credentials: { email: { type: 'email' }, password: { type: 'password' } },
        async authorize(credentials, req) {
          const parsed = loginSchema.safeParse(credentials ?? {});
          if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Datos no válidos');
          try {
            return await verifyCredentials(parsed.data, clientIp(req.headers ?? {}));
          } catch (error) {
            // next-auth hands this message to signIn()'s `error`; only our own are passed on.
            throw new Error(error instanceof DomainError ? error.message : 'Error al iniciar sesión');
          }
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        // `at`: sign-in time in ms, so a password change ends this session (see findSessionUser).
        if (user)
          Object.assign(token, { sub: user.id, name: user.name, email: user.email, role: user.role, at: Date.now() });
        return token;
      },
      session({ session, token }) {
        session.user = {
          id: String(token.sub),
          name: token.name ?? '',
          email: token.email ?? '',
          role: isUserRole(token.role) ? token.role : 'user',
        };
        session.issuedAtMs = sessionIssuedAtMs(token);
        return session;
      },
    },
  };
}

/** When the browser session signed in, in ms (older cookies without `at`: their `iat`). */
export function sessionIssuedAtMs(token: JWT): number {
  return Number(token.at ?? Number(token.iat ?? 0) * 1000);
}
