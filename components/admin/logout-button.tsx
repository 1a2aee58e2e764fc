'use client';

import { signOut } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { forgetAccountInBrowser } from '@/components/account/favorites-sync';

/** Ends the session cookie and goes to /login; a failure is only logged (docs/admin-panel.md#layout). */
export function LogoutButton({ className }: { className?: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function logout() {
    setBusy(true);
    try {
      await signOut({ redirect: false });
      forgetAccountInBrowser();
    } catch (error) {
      console.error('Error al cerrar sesión', error);
    }
    router.replace('/login');
    router.refresh();
  }
  return (
    <button type="button" onClick={logout} disabled={busy} className={className}>
      Cerrar sesión
    </button>
  );
}
