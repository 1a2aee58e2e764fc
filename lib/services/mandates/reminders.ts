import 'server-only';

import { Mandate } from '../../../models/mandate';
import { Owner } from '../../../models/owner';
import { Property } from '../../../models/property';
import { User } from '../../../models/user';
import { connectDb, trusted } from '../../db';
import { serialQueue } from '../../db/capabilities';
import { isLegalSendingTime } from '../../domain/alert-window';
import { daysBetween, dueReminder, endingWindowEnd, type MandateReminder } from '../../domain/mandates';
import { bogotaDay } from '../../domain/visits';
import { siteOrigin } from '../../env';
import { queueMail } from '../outbox';
import { activeStaff } from '../users';
import type { StoredMandate } from './stored';

// The mandate-ending reminders (docs/mandates.md#reminders): 30 and 7 days before a mandate's
// end, an e-mail to the property's agent (the active admins when it has none). Run on every
// alert pass (lib/services/jobs/timed.ts), on any number of instances at once.

/**
 * On the embedded database a conditional update is a read then a write without isolation
 * (lib/db/capabilities.ts): the claims run one at a time there (across instances with REDIS_URL).
 * On MongoDB each claim is one atomic update.
 */
const claims = serialQueue('mandate-reminders');

/**
 * Takes the reminder for this runner: sets `reminders.<key>` only where it is unset and the mandate
 * still runs. Of two runners at once, one sets it and the other's update matches nothing.
 */
async function claim(id: StoredMandate['_id'], key: MandateReminder, now: Date): Promise<boolean> {
  const path = `reminders.${key}`;
  const result = await claims(() =>
    Mandate.updateOne({ _id: id, endedAt: null, [path]: trusted({ $exists: false }) }, { $set: { [path]: now } }),
  );
  return result.modifiedCount === 1;
}

/** Gives the reminder back after a failed send, so the next pass tries again. */
async function release(id: StoredMandate['_id'], key: MandateReminder): Promise<void> {
  await Mandate.updateOne({ _id: id }, { $unset: { [`reminders.${key}`]: 1 } }).catch((error: unknown) =>
    console.error('[mandates] could not release a reminder claim:', error instanceof Error ? error.message : error),
  );
}

async function activeAdmins(): Promise<Array<{ name: string; email: string }>> {
  return User.find({ role: 'admin', active: trusted({ $ne: false }) })
    .select('name email')
    .lean<Array<{ name: string; email: string }>>();
}

interface Recipient {
  name: string;
  email: string;
}

async function recipientsOf(agentId: unknown): Promise<Recipient[]> {
  const agent = await activeStaff(agentId ? String(agentId) : null);
  return agent ? [agent] : activeAdmins();
}

const formatDay = (day: string) =>
  new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

function reminderMail(
  to: Recipient,
  property: { id: string; title: string },
  owner: string,
  mandate: StoredMandate,
  left: number,
) {
  const when = left === 0 ? 'hoy' : left === 1 ? 'mañana' : `en ${left} días`;
  return {
    to: to.email,
    subject: `El mandato de «${property.title}» vence ${when}`,
    text: [
      `Hola, ${to.name}:`,
      `El mandato de este inmueble vence ${when}, el ${formatDay(mandate.endDate)}.`,
      [
        `Inmueble: ${property.title}`,
        `Propietario: ${owner || 'Sin nombre'}`,
        `Exclusivo: ${mandate.exclusive ? 'Sí' : 'No'}`,
        `Comisión: ${mandate.commissionPercent} %`,
        `Vigencia: ${mandate.startDate} a ${mandate.endDate}`,
      ].join('\n'),
      'Si el propietario renueva, registra las nuevas fechas en el panel; si no, termina el mandato allí.',
      `Ábrelo en el panel: ${siteOrigin()}/admin/properties/edit/${property.id}`,
    ].join('\n\n'),
  };
}

/**
 * Sends the reminders due at `now` and returns how many e-mails went out. Only in Ley 2300's
 * hours (isLegalSendingTime): outside them nothing is claimed, and the next legal pass sends.
 * Each reminder is claimed in the database, then queued in the outbox (which delivers and retries
 * it); the claim is released when queueing fails.
 */
export async function sendMandateReminders(now: Date): Promise<number> {
  if (!isLegalSendingTime(now)) return 0;
  await connectDb();
  const today = bogotaDay(now);
  const rows = await Mandate.find({
    endedAt: null,
    endDate: trusted({ $gte: today, $lte: endingWindowEnd(today) }),
  }).lean<StoredMandate[]>();
  let sent = 0;
  for (const mandate of rows) {
    const key = dueReminder(mandate, today, mandate.reminders as Record<string, unknown> | null);
    if (!key) continue;
    const property = await Property.findById(mandate.propertyId, { title: 1, agentId: 1 }).lean<{
      title: string;
      agentId?: unknown;
    }>();
    if (!property) continue; // the property was deleted; its mandate binds nothing any more
    if (!(await claim(mandate._id, key, now))) continue; // another runner has it
    try {
      const owner = await Owner.findById(mandate.ownerId, { name: 1 }).lean<{ name: string }>();
      const recipients = await recipientsOf(property.agentId);
      const left = daysBetween(today, mandate.endDate);
      const info = { id: mandate.propertyId.toString(), title: property.title };
      // One key per recipient: a pass retrying after a partial failure queues only the missing ones.
      for (const to of recipients)
        await queueMail(reminderMail(to, info, owner?.name ?? '', mandate, left), {
          dedupeKey: `mandate-reminder:${String(mandate._id)}:${mandate.endDate}:${key}:${to}`,
          legalHours: true,
        });
      sent += recipients.length;
    } catch (error) {
      console.error(
        '[mandates] reminder failed; the next pass retries',
        error instanceof Error ? error.message : error,
      );
      await release(mandate._id, key);
    }
  }
  return sent;
}
