import { NotFoundNotice } from '@/components/site/not-found-notice';
import { LEASE_MESSAGES } from '@/lib/domain/rentals/lease-messages';

/** An unknown, revoked or replaced tenant's link, or one of a lease that has ended. */
export default function TenantStatementNotFound() {
  return <NotFoundNotice title="Enlace no disponible" text={LEASE_MESSAGES.linkNotFound} width="max-w-2xl" />;
}
