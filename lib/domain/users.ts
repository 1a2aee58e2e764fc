/** The user as SPEC's auth responses and the session carry it. */
export interface PublicUser {
  id: string;
  name: string;
  email: string;
  role: 'admin' | 'user';
}
