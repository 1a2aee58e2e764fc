import type { UserRole } from '@/lib/domain/users';

import 'next-auth';
import 'next-auth/jwt';

declare module 'next-auth' {
  interface User {
    role: UserRole;
  }
  interface Session {
    user: { id: string; name: string; email: string; role: UserRole };
    issuedAtMs: number;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    role?: UserRole;
    /** Sign-in time in ms. */
    at?: number;
  }
}
