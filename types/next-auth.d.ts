import 'next-auth';
import 'next-auth/jwt';

declare module 'next-auth' {
  interface User {
    role: 'admin' | 'user';
  }
  interface Session {
    user: { id: string; name: string; email: string; role: 'admin' | 'user' };
    issuedAtMs: number;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    role?: 'admin' | 'user';
    /** Sign-in time in ms. */
    at?: number;
  }
}
