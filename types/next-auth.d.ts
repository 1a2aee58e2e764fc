import 'next-auth';
import 'next-auth/jwt';

declare module 'next-auth' {
  interface User {
    role: 'admin' | 'user';
  }
  interface Session {
    user: { id: string; name: string; email: string; role: 'admin' | 'user' };
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    role?: 'admin' | 'user';
  }
}
