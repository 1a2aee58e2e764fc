import type { Metadata } from 'next';

import { WebhookDeliveries } from '@/components/admin/integrations/webhook-deliveries';
import { requireAdmin } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Entregas del webhook' };

export default async function AdminWebhookDeliveriesPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }] = await Promise.all([params, requireAdmin()]);
  return <WebhookDeliveries id={id} />;
}
