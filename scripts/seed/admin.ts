import { hashPassword } from '../../lib/security/password';
import { User } from '../../models/user';

const DEV_EMAIL = 'admin@inmobiliariabogota.co';
const DEV_SECRET = 'Admin2024!Bogota';

/** Creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD once; never changes an existing user. */
export async function seedAdmin() {
  const email = (process.env.ADMIN_EMAIL ?? DEV_EMAIL).toLowerCase();
  if (await User.exists({ email })) return { admin: 0 };
  let secret = process.env.ADMIN_PASSWORD;
  if (!secret) {
    if (process.env.NODE_ENV === 'production') {
      console.error('ADMIN_PASSWORD is not set: no admin user was created.');
      return { admin: 0 };
    }
    secret = DEV_SECRET;
    // The development default is printed on purpose so a newcomer can sign in.
    console.error(
      `Admin user (development default): ${email} / ${DEV_SECRET}. Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.`,
    );
  }
  await User.create({ name: 'Administrador', email, passwordHash: await hashPassword(secret), role: 'admin' });
  return { admin: 1 };
}
