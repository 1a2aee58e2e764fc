import type { Metadata } from 'next';

import { UnsubscribeButton } from '@/components/account/unsubscribe-button';

// The link of an alert e-mail: works signed out, never indexed, never sent on as a referrer (it
// carries a token). A GET changes nothing, so a mail scanner that opens links unsubscribes no one:
// the visitor confirms with one button (mail clients use the RFC 8058 POST of the headers).
export const metadata: Metadata = {
  title: 'Dejar de recibir alertas',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 md:px-6">
      <h1 className="text-3xl font-bold text-ink">Dejar de recibir alertas</h1>
      {typeof token === 'string' && token ? (
        <UnsubscribeButton token={token} />
      ) : (
        <p role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          Este enlace no es válido. Usa el enlace del último correo de alertas o administra tus búsquedas en Mi cuenta.
        </p>
      )}
    </div>
  );
}
