import type { Metadata } from 'next';

import { ApiKeysSection } from '@/components/admin/integrations/api-keys';
import { WebhooksSection } from '@/components/admin/integrations/webhooks';
import { requireAdmin } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Integraciones' };

/** /admin/integraciones: what lets other systems work with the agency's data (admins only). */
export default async function AdminIntegrationsPage() {
  await requireAdmin();
  return (
    <section className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-ink">Integraciones</h1>
        <p className="text-sm text-muted">Llaves de API y webhooks para los sistemas que trabajan con la agencia.</p>
      </div>
      <ApiKeysSection />
      <WebhooksSection />
    </section>
  );
}
