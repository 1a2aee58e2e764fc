import 'server-only';

import { AlertItem, AlertSend } from '../../../models/alert';
import { Lead } from '../../../models/lead';
import { PasswordResetToken } from '../../../models/password-reset-token';
import { RefreshToken } from '../../../models/refresh-token';
import { SavedSearch } from '../../../models/saved-search';
import { User } from '../../../models/user';
import { connectDb, trusted } from '../../db';
import { ForbiddenError, NotFoundError } from '../../domain/errors';
import { ACCOUNT_MESSAGES } from '../../domain/saved-searches';
import { isStaffRole } from '../../domain/users';
import { favoriteSummaries } from './favorites';
import { getAccount } from './profile';
import { listSavedSearches } from './saved-searches';

// A visitor's rights under Ley 1581 de 2012 (art. 8): to know what is held about them, and to
// have it deleted. The agency's records of the requests they sent (leads) are the agency's.

type UserRow = { privacyAcceptedAt?: Date; lastLoginAt?: Date; favoriteIds?: unknown[]; email: string };
const iso = (d?: Date | null) => (d ? new Date(d).toISOString() : null);

/** GET /api/me/export: everything held about the caller, as JSON (never the password hash). */
export async function exportAccount(userId: string) {
  await connectDb();
  const account = await getAccount(userId);
  const user = await User.findById(userId).lean<UserRow>();
  const savedSearches = await listSavedSearches(userId);
  const favoriteIds = (user?.favoriteIds ?? []).map(String);
  const favorites = await favoriteSummaries(favoriteIds);
  const alerts = await AlertItem.find({ userId, sentAt: trusted({ $ne: null }) }).lean();
  const leads = await Lead.find({ email: account.email }).sort({ createdAt: -1 }).lean();
  return {
    exportedAt: new Date().toISOString(),
    law: 'Ley 1581 de 2012, artículo 8: derecho a conocer los datos personales',
    account: { ...account, lastLoginAt: iso(user?.lastLoginAt) },
    consents: [
      { what: 'Tratamiento de datos personales (Ley 1581 de 2012), al registrarse', at: iso(user?.privacyAcceptedAt) },
      ...savedSearches
        .filter((s) => s.alertConsentAt)
        .map((s) => ({
          what: `Alertas por correo de la búsqueda «${s.name}» (Ley 2300 de 2023)`,
          at: s.alertConsentAt,
        })),
    ],
    savedSearches,
    favorites: favoriteIds.map((id) => ({ id, title: favorites.find((f) => f.id === id)?.title ?? null })),
    alertsSent: alerts.map((a) => ({ propertyId: String(a.propertyId), reason: a.reason, sentAt: iso(a.sentAt) })),
    leads: leads.map((lead) => ({
      id: String(lead._id),
      kind: lead.kind,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      subject: lead.subject,
      message: lead.message,
      propertyId: lead.propertyId ? String(lead.propertyId) : null,
      consent: { accepted: lead.consent?.accepted ?? false, at: iso(lead.consent?.at) },
      acceptMarketing: lead.acceptMarketing ?? false,
      status: lead.status,
      createdAt: iso(lead.createdAt),
    })),
  };
}

/**
 * DELETE /api/me: the account, its saved searches, favourites, alerts and sessions. Staff
 * accounts are the agency's (an admin deactivates them). Leads stay, as the agency's records.
 */
export async function deleteAccount(userId: string): Promise<void> {
  await connectDb();
  const user = await User.findById(userId, { role: 1 }).lean<{ role?: string }>();
  if (!user) throw new NotFoundError('Cuenta no encontrada');
  if (isStaffRole(user.role)) throw new ForbiddenError(ACCOUNT_MESSAGES.staffCannotDelete);
  await SavedSearch.deleteMany({ userId });
  await AlertItem.deleteMany({ userId });
  await AlertSend.deleteMany({ userId });
  await RefreshToken.deleteMany({ userId });
  await PasswordResetToken.deleteMany({ userId });
  await User.deleteOne({ _id: userId });
}
