import { randomInt } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isColombianHoliday } from '@/lib/domain/colombian-holidays';
import { addMonths, periodsThrough } from '@/lib/domain/rentals/periods';
import { bogotaDay } from '@/lib/domain/visits';
import type { ApiLease } from '@/lib/validation/leases';

import { adminToken } from './accounts';
import { runAlertsAt, workingDay } from './alert-clock';
import { startMailingApp, stopMailingApp, type MailingApp } from './mailing-app';
import { outboxSettled } from './outbox-settled';
import { keepSettings, signLease, today } from './rental-notices-fixtures';
import { recipient, type SmtpStandIn } from './smtp-stand-in';
import { call } from './stack-client';
import { newAgent, type TestAgent } from './team';

// Payment reminders within Ley 2300 de 2023, art. 3 (docs/rentals.md#arrears-within-ley-2300):
// only by an authorised channel, only in the legal hours (never on Sundays or holidays), claimed
// once, and at most one in seven days.

const SUBJECT = 'Recordatorio de pago de su arriendo';
const BANK = 'Bancolombia, cuenta de ahorros 123-456789-01, a nombre de Inmobiliaria Bogotá S.A.S., NIT 900.123.456-7';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let admin = '';
let agent: TestAgent;
let restore: () => Promise<void>;
let smtp: SmtpStandIn;
let second: MailingApp['app'];

beforeAll(async () => {
  admin = await adminToken();
  agent = await newAgent('cobranza');
  restore = await keepSettings(admin);
  const saved = await call('PUT', '/api/settings/rentals', {
    token: admin,
    body: { lateInterestRate: null, bankDetails: BANK },
  });
  expect(saved.status).toBe(200);
  ({ smtp, app: second } = await startMailingApp());
}, 120_000);
afterAll(async () => {
  await stopMailingApp({ smtp, app: second });
  await restore();
});

const reminders = (email: string) => smtp.messages.filter((m) => m.subject === SUBJECT && recipient(m).includes(email));
/** 18:23 Bogotá on the first Sunday, or the first Monday-to-Saturday holiday, after `from`. */
const firstAfter = (from: Date, wanted: (start: Date) => boolean) => {
  for (let start = new Date(from.getTime() + DAY); ; start = new Date(start.getTime() + DAY))
    if (wanted(start)) return new Date(Date.parse(`${bogotaDay(start)}T18:23:00-05:00`));
};
const weekday = (at: Date) => new Date(at.getTime() - 5 * HOUR).getUTCDay();
const sundayAfter = (from: Date) => firstAfter(from, (start) => weekday(start) === 0);
const holidayAfter = (from: Date) =>
  firstAfter(from, (start) => weekday(start) !== 0 && isColombianHoliday(bogotaDay(start)));
const passes = async (...instants: Date[]) => {
  for (const at of instants) await runAlertsAt(at, second.baseURL);
};

describe('payment reminders', () => {
  it('go once, in the legal hours only, by an authorised channel, at most once in seven days', async () => {
    const start = addMonths(today(), -3);
    const owed = await signLease(agent.token, agent.id, { startDate: start });
    const whatsapp = await signLease(agent.token, agent.id, { startDate: start, contactChannels: ['whatsapp'] });
    // A working day two to four months ahead at 18:23 (legal until 19:00), far from the other files'
    // instants; drawn, so that a second run on the same stack finds its hour's passes unclaimed.
    const day = workingDay(45 + randomInt(0, 40), 18);
    const at = new Date(day.getTime() + 23 * 60_000);

    // Sunday, a holiday, and the same day before 7:00 and after 19:00: nothing is sent nor claimed
    // (at instants of this file's own: a pass also claims the hour's charge run).
    await passes(sundayAfter(day), holidayAfter(day), new Date(day.getTime() - 12 * HOUR + 30 * 60_000));
    await passes(new Date(day.getTime() + HOUR + 30 * 60_000));
    await outboxSettled([owed.tenantEmail, whatsapp.tenantEmail]);
    expect(reminders(owed.tenantEmail)).toHaveLength(0);

    // Two runners at once: one reminder; none to the tenant who authorised WhatsApp only.
    await Promise.all([runAlertsAt(at, second.baseURL), runAlertsAt(at, second.baseURL)]);
    await outboxSettled([owed.tenantEmail, whatsapp.tenantEmail]);
    const [mail, ...more] = reminders(owed.tenantEmail);
    expect(more).toHaveLength(0);
    expect(reminders(whatsapp.tenantEmail)).toHaveLength(0);
    const balance = periodsThrough(start, bogotaDay(at)).length * 2_850_000;
    const pesos = `$\u00a0${new Intl.NumberFormat('es-CO').format(balance)}`;
    expect(mail.text).toContain('Hola, Valentina Ríos Ñañez:');
    expect(mail.text).toContain(
      `Le recordamos que el arriendo del inmueble ${owed.property.title} tiene pagos vencidos.`,
    );
    expect(mail.text).toContain(`Saldo total: ${pesos}`);
    expect(mail.text).toContain(`Cómo pagar:\n${BANK}`);
    const detail = (await call('GET', `/api/leases/${owed.lease.id}`, { token: agent.token })).body.data as ApiLease;
    expect(detail.notices).toEqual([
      { kind: 'reminder', channel: 'email', at: at.toISOString(), summary: `Recordatorio de pago: saldo ${pesos}` },
    ]);

    // The next working day: none (one in seven days); seven days later: the next one.
    await passes(workingDay(0, 18, day.getTime()));
    await outboxSettled([owed.tenantEmail]);
    expect(reminders(owed.tenantEmail)).toHaveLength(1);
    await passes(workingDay(0, 18, day.getTime() + 6 * DAY));
    await outboxSettled([owed.tenantEmail]);
    expect(reminders(owed.tenantEmail)).toHaveLength(2);
    expect(reminders(whatsapp.tenantEmail)).toHaveLength(0);
  });
});
