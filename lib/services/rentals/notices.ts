import 'server-only';

import { Lease } from '../../../models/lease';
import { Property } from '../../../models/property';
import { User } from '../../../models/user';
import { connectDb, trusted } from '../../db';
import { serialQueue } from '../../db/capabilities';
import type { StaffScope } from '../../domain/activity';
import { isLegalSendingTime } from '../../domain/alert-window';
import { dayInWords } from '../../domain/owner-report';
import { maxIncrease, periodOnOrAfter } from '../../domain/rentals/increase';
import { NOTICE_MESSAGES } from '../../domain/rentals/notice-messages';
import { isEndingListed, isIncreaseDue, noticeDeadline } from '../../domain/rentals/notice-windows';
import { currentTermEnd, daysBetween, nextIncreaseDate, rentOn } from '../../domain/rentals/periods';
import type { LeaseNotice } from '../../domain/rentals/types';
import { bogotaDay } from '../../domain/visits';
import { siteOrigin } from '../../env';
import { formatPercent, formatPrice } from '../../format';
import type { EndingRow, IncreaseDueRow } from '../../validation/lease-increases';
import { queueMail } from '../outbox';
import { loadSettings } from '../settings';
import { activeStaff, staffNames } from '../users';
import { claimRun } from './job-runs';
import { leaseScopeFilter } from './scope';
import type { StoredLease } from './stored';

// The dashboard's "Incrementos por aplicar" and "Contratos por vencer", and the e-mail the
// property's agent gets once for each (docs/rentals.md#notices-and-the-end-of-the-term).

type NoticeLease = Pick<
  StoredLease,
  | '_id'
  | 'propertyId'
  | 'tenant'
  | 'rents'
  | 'startDate'
  | 'termMonths'
  | 'terminatedAt'
  | 'commercialValue'
  | 'nextPeriod'
  | 'claims'
>;
const FIELDS = {
  propertyId: 1,
  tenant: 1,
  rents: 1,
  startDate: 1,
  termMonths: 1,
  terminatedAt: 1,
  commercialValue: 1,
  nextPeriod: 1,
  claims: 1,
};

interface PropertyInfo {
  id: string;
  title: string;
  code: string;
  agentId: string | null;
}
interface Ref {
  id: string;
  name: string;
}

/** Leases that run (not terminated), in the scope's filter: one query, a list needs it. */
async function runningLeases(filter: Record<string, unknown>): Promise<NoticeLease[]> {
  await connectDb();
  return Lease.find({ ...filter, terminatedAt: null }, FIELDS).lean<NoticeLease[]>();
}

async function propertiesOf(leases: NoticeLease[]): Promise<Map<string, PropertyInfo>> {
  if (leases.length === 0) return new Map();
  const rows = await Property.find(
    { _id: trusted({ $in: [...new Set(leases.map((l) => String(l.propertyId)))] }) },
    { title: 1, code: 1, agentId: 1 },
  ).lean<Array<{ _id: unknown; title?: string; code?: string; agentId?: unknown }>>();
  return new Map(
    rows.map((p) => [
      String(p._id),
      { id: String(p._id), title: p.title ?? '', code: p.code ?? '', agentId: p.agentId ? String(p.agentId) : null },
    ]),
  );
}

const currentRent = (lease: Pick<StoredLease, 'rents'>) => rentOn(lease.rents, '9999-12-31');

function increaseDue(lease: NoticeLease, ipc: Record<string, number>, today: string) {
  const reachesOn = nextIncreaseDate(lease.rents, lease.startDate);
  if (!isIncreaseDue(reachesOn, today)) return null;
  const from = [reachesOn, today, lease.nextPeriod].reduce((a, b) => (a > b ? a : b));
  const effectiveDate = periodOnOrAfter(lease.startDate, from);
  const allowance = maxIncrease(
    {
      rents: lease.rents,
      startDate: lease.startDate,
      currentRent: currentRent(lease),
      ipc,
      commercialValue: lease.commercialValue,
    },
    effectiveDate,
  );
  return { reachesOn, ...allowance };
}

function ending(lease: NoticeLease, today: string) {
  const termEnd = currentTermEnd(lease, today);
  if (!isEndingListed(termEnd, today)) return null;
  return { termEnd, daysLeft: daysBetween(today, termEnd), noticeBy: noticeDeadline(termEnd) };
}

async function withParties<T>(
  leases: NoticeLease[],
  row: (lease: NoticeLease, property: PropertyInfo, agent: Ref | null) => T | null,
): Promise<T[]> {
  const properties = await propertiesOf(leases);
  const names = await staffNames([...properties.values()].map((p) => p.agentId));
  const rows: T[] = [];
  for (const lease of leases) {
    const property = properties.get(String(lease.propertyId));
    if (!property) continue;
    const agent = property.agentId ? { id: property.agentId, name: names.get(property.agentId) ?? '' } : null;
    const made = row(lease, property, agent);
    if (made) rows.push(made);
  }
  return rows;
}

const propertyOut = ({ id, title, code }: PropertyInfo) => ({ id, title, code });

/** "Incrementos por aplicar" in the scope, soonest first, with the allowed maximum. */
export async function listIncreasesDue(
  scope: Pick<StaffScope, 'agentId'>,
  today: string,
  agentFilter?: string,
): Promise<IncreaseDueRow[]> {
  const leases = await runningLeases(await leaseScopeFilter(scope, agentFilter));
  const { ipc } = (await loadSettings()).rentals;
  const rows = await withParties(leases, (lease, property, agent) => {
    const due = increaseDue(lease, ipc, today);
    if (!due) return null;
    return {
      leaseId: String(lease._id),
      tenantName: lease.tenant.name,
      property: propertyOut(property),
      agent,
      currentRent: currentRent(lease),
      reachesOn: due.reachesOn,
      effectiveDate: due.effectiveDate,
      ipcYear: due.ipcYear,
      ipc: due.ipc,
      maxPercent: due.maxPercent,
      maxRent: due.maxRent,
    };
  });
  return rows.sort((a, b) => a.reachesOn.localeCompare(b.reachesOn) || a.leaseId.localeCompare(b.leaseId));
}

/** "Contratos por vencer" in the scope, the nearest end first. */
export async function listLeasesEnding(
  scope: Pick<StaffScope, 'agentId'>,
  today: string,
  agentFilter?: string,
): Promise<EndingRow[]> {
  const leases = await runningLeases(await leaseScopeFilter(scope, agentFilter));
  const rows = await withParties(leases, (lease, property, agent) => {
    const end = ending(lease, today);
    if (!end) return null;
    return {
      leaseId: String(lease._id),
      tenantName: lease.tenant.name,
      property: propertyOut(property),
      agent,
      ...end,
    };
  });
  return rows.sort((a, b) => a.termEnd.localeCompare(b.termEnd) || a.leaseId.localeCompare(b.leaseId));
}

// ---- The agent's e-mails, once each (claimed on the lease). ----

/** On the embedded database a conditional update is a read then a write: the claims run one at a time there. */
const claims = serialQueue('lease-notice-claims');

/** Takes `claims.<key>` on the lease (with a notice to record, if any); false when another pass has it. */
async function claim(lease: NoticeLease, key: string, now: Date, notice?: LeaseNotice): Promise<boolean> {
  const path = `claims.${key}`;
  const result = await claims(() =>
    Lease.updateOne(
      { _id: lease._id, terminatedAt: null, [path]: trusted({ $exists: false }) },
      notice ? { $set: { [path]: now }, $push: { notices: notice } } : { $set: { [path]: now } },
    ),
  );
  return result.modifiedCount === 1;
}

async function release(lease: NoticeLease, key: string, notice?: LeaseNotice): Promise<void> {
  const undo = notice
    ? { $unset: { [`claims.${key}`]: 1 }, $pull: { notices: { kind: notice.kind, at: notice.at } } }
    : { $unset: { [`claims.${key}`]: 1 } };
  await Lease.updateOne({ _id: lease._id }, undo).catch((error: unknown) =>
    console.error('[rentals] could not release a notice claim:', error instanceof Error ? error.message : error),
  );
}

type Recipient = Ref & { email: string };

async function recipientsOf(agentId: string | null): Promise<Recipient[]> {
  const agent = await activeStaff(agentId);
  if (agent) return [{ id: agent.id, name: agent.name, email: agent.email }];
  const admins = await User.find({ role: 'admin', active: trusted({ $ne: false }) })
    .select('name email')
    .lean<Array<{ _id: unknown; name: string; email: string }>>();
  return admins.map((a) => ({ id: String(a._id), name: a.name, email: a.email }));
}

const day = (d: string) => dayInWords(d, true);

function increaseMail(lease: NoticeLease, property: PropertyInfo, due: NonNullable<ReturnType<typeof increaseDue>>) {
  const allowance =
    due.maxPercent === null
      ? `El IPC de ${due.ipcYear} aún no está registrado en Configuración > Arriendos: regístralo para conocer el máximo (Ley 820 de 2003, artículo 20).`
      : `Desde el ${day(due.effectiveDate)} el canon puede subir hasta ${formatPercent(due.maxPercent)} (IPC de ${due.ipcYear}: ${formatPercent(due.ipc ?? 0)}), de ${formatPrice(currentRent(lease))} a ${formatPrice(due.maxRent ?? 0)}.`;
  return {
    subject: NOTICE_MESSAGES.increaseDueSubject(property.title),
    text: [
      `El contrato de ${lease.tenant.name} sobre «${property.title}» cumple doce meses con el mismo canon el ${day(due.reachesOn)}.`,
      allowance,
      'Al aplicarlo, el arrendatario recibe la carta de notificación con el nuevo canon y la fecha en que rige.',
      `Ábrelo en el panel: ${siteOrigin()}/admin/arriendos/${String(lease._id)}`,
    ].join('\n\n'),
  };
}

function endingMail(lease: NoticeLease, property: PropertyInfo, end: NonNullable<ReturnType<typeof ending>>) {
  return {
    subject: NOTICE_MESSAGES.endingSubject(property.title),
    text: [
      `El término del contrato de ${lease.tenant.name} sobre «${property.title}» vence el ${day(end.termEnd)}.`,
      `Para terminarlo a su vencimiento, el preaviso de tres meses (Ley 820 de 2003, artículos 22 a 24) debe darse a más tardar el ${day(end.noticeBy)}. Si nadie lo termina, se prorroga automáticamente por un término igual (artículo 6).`,
      `Ábrelo en el panel: ${siteOrigin()}/admin/arriendos/${String(lease._id)}`,
    ].join('\n\n'),
  };
}

/** Claims, then queues one e-mail per recipient; gives the claim back when queueing fails. */
async function notify(
  lease: NoticeLease,
  key: string,
  now: Date,
  agentId: string | null,
  mail: { subject: string; text: string },
  notice?: LeaseNotice,
): Promise<number> {
  if (!(await claim(lease, key, now, notice))) return 0;
  try {
    const recipients = await recipientsOf(agentId);
    for (const to of recipients)
      await queueMail(
        { to: to.email, subject: mail.subject, text: `Hola, ${to.name}:\n\n${mail.text}` },
        { dedupeKey: `lease-notice:${String(lease._id)}:${key}:${to.id}` },
      );
    return recipients.length;
  } catch (error) {
    console.error('[rentals] notice failed; the next pass retries', error instanceof Error ? error.message : error);
    await release(lease, key, notice);
    return 0;
  }
}

/**
 * The agents' e-mails due at `now` (in Ley 2300's hours, once a Bogotá hour): for each running
 * lease entering "Incrementos por aplicar" or "Contratos por vencer", one e-mail to its property's
 * agent (the active admins when it has none), once per canon step and per term. How many e-mails.
 */
export async function sendLeaseNoticeMails(now: Date): Promise<number> {
  if (!isLegalSendingTime(now) || !(await claimRun('lease-notices', now))) return 0;
  const today = bogotaDay(now);
  const leases = await runningLeases({});
  const { ipc } = (await loadSettings()).rentals;
  const properties = await propertiesOf(leases);
  let sent = 0;
  for (const lease of leases) {
    const property = properties.get(String(lease.propertyId));
    if (!property) continue;
    const claimed = (lease.claims ?? {}) as Record<string, unknown>;
    const due = increaseDue(lease, ipc, today);
    if (due && !claimed[`increase-due:${due.reachesOn}`])
      sent += await notify(
        lease,
        `increase-due:${due.reachesOn}`,
        now,
        property.agentId,
        increaseMail(lease, property, due),
      );
    const end = ending(lease, today);
    if (end && !claimed[`ending:${end.termEnd}`]) {
      const notice: LeaseNotice = {
        kind: 'ending',
        channel: 'email',
        at: now,
        summary: NOTICE_MESSAGES.endingSummary(end.termEnd),
      };
      sent += await notify(
        lease,
        `ending:${end.termEnd}`,
        now,
        property.agentId,
        endingMail(lease, property, end),
        notice,
      );
    }
  }
  return sent;
}
