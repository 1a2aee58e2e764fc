import 'server-only';

import { Mandate } from '../../../models/mandate';
import { ConflictError } from '../../domain/errors';
import { isCurrentMandate, MANDATE_REQUIRED_TO_PUBLISH } from '../../domain/mandates';
import { PUBLIC_STATUSES } from '../../domain/property';
import { bogotaDay } from '../../domain/visits';
import { loadSettings } from '../settings';

const isPublic = (status: string | null | undefined) => (PUBLIC_STATUSES as readonly string[]).includes(status ?? '');

/**
 * Settings > Seguridad `requireMandateToPublish` (docs/mandates.md): a create or an update that
 * takes a property into a public status (disponible, reservado, vendido, arrendado) from a
 * non-public one, or creates it there, needs a current mandate (vigente or por vencer); else a
 * 409 before anything is written. A new property has no mandate yet, so with the switch on it is
 * created as a draft and published once its mandate is recorded. Saves that keep a public status
 * are not stopped: the rule guards the act of publishing, not later edits.
 */
export async function assertPublishable(
  propertyId: string | null,
  from: string | null | undefined,
  to: string | null | undefined,
): Promise<void> {
  if (!isPublic(to) || (propertyId && isPublic(from))) return;
  // Read fresh from the database: the rule must hold on every instance as soon as it is saved.
  if (!(await loadSettings()).security.requireMandateToPublish) return;
  const mandate = propertyId
    ? await Mandate.findOne({ propertyId }, { startDate: 1, endDate: 1, endedAt: 1 }).lean<{
        startDate: string;
        endDate: string;
        endedAt?: Date | null;
      }>()
    : null;
  if (!mandate || !isCurrentMandate(mandate, bogotaDay(new Date())))
    throw new ConflictError(MANDATE_REQUIRED_TO_PUBLISH, 'mandate_required');
}
