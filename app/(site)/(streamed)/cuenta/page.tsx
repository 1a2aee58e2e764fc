import type { Metadata } from 'next';
import { redirect } from 'next/navigation';

import { AccountView } from '@/components/account/account-view';
import { currentUser } from '@/lib/auth/session';
import { isStaffRole } from '@/lib/domain/users';
import { favoriteSummaries, getAccount, getFavorites, listSavedSearches } from '@/lib/services/account';

// The visitor's own page: never indexed, never kept by the page cache (signed-in requests skip it).
export const metadata: Metadata = { title: 'Mi cuenta', robots: { index: false, follow: false } };

/** /cuenta: profile, password, saved searches, favourites and the Ley 1581 rights. */
export default async function AccountPage() {
  const user = await currentUser();
  if (!user) redirect('/login?callbackUrl=/cuenta');
  if (isStaffRole(user.role)) redirect('/admin');
  const [account, searches, favorites] = await Promise.all([
    getAccount(user.id),
    listSavedSearches(user.id),
    getFavorites(user.id).then(favoriteSummaries),
  ]);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 md:px-6">
      <h1 className="text-3xl font-bold text-ink">Mi cuenta</h1>
      <p className="mt-2 text-muted">Hola, {account.name}. Aquí administras tus datos, búsquedas y favoritos.</p>
      <AccountView account={account} searches={searches} favorites={favorites} />
    </div>
  );
}
