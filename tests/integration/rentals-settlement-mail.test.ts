import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { firstBusinessDayOfMonth } from '@/lib/domain/owner-report';
import { previousMonth } from '@/lib/domain/rentals/settlement';
import { addDays, bogotaDay, bogotaInstant } from '@/lib/domain/visits';
import { SettlementSend } from '@/models/settlement-payout';

import { ensurePdfTools } from '../../scripts/lib/debian-package.mjs';
import { runAlertsAt } from './alert-clock';
import { signLease } from './ledger-fixtures';
import { startMailingApp, stopMailingApp, type MailingApp } from './mailing-app';
import { recipient, type SmtpStandIn } from './smtp-stand-in';
import { connectTestDb } from './stack-client';
import { idOf, LAURA, tokenOf } from './staff';

// The owners' monthly settlement e-mail (docs/rentals.md#the-owners-settlement): on the first
// business day of a month, in legal hours, once per owner and month even from two passes at once,
// with the settlement's PDF; caught by an SMTP stand-in that a second app on the same database uses.

const tools = ensurePdfTools();
let smtp: SmtpStandIn;
let second: MailingApp['app'];

beforeAll(async () => {
  await connectTestDb();
  ({ smtp, app: second } = await startMailingApp());
}, 120_000);
afterAll(async () => {
  await stopMailingApp({ smtp, app: second });
});

const mailsTo = (email: string) => smtp.messages.filter((mail: ParsedMail) => recipient(mail).includes(email));

describe('the monthly settlement e-mail', () => {
  it('goes once per owner and month, with the PDF, only on the first business day in legal hours', async () => {
    // Some 15 months ahead (no other test's clock goes there), on the rule's own first business day.
    const month = addDays(bogotaDay(new Date()), 460).slice(0, 7);
    const day = firstBusinessDayOfMonth(`${month}-01`);
    const now = bogotaInstant(day, '10:00');
    const settled = previousMonth(month);

    const lauraToken = await tokenOf(LAURA);
    const laura = { token: lauraToken, id: await idOf(lauraToken) };
    const { ownerId, ownerEmail } = await signLease(laura, { startDate: bogotaDay(new Date()) });

    await runAlertsAt(bogotaInstant(addDays(day, -1), '10:00'), second.baseURL);
    await runAlertsAt(bogotaInstant(day, '20:00'), second.baseURL);
    expect(await SettlementSend.countDocuments({ _id: `${ownerId}:${settled}` })).toBe(0);

    await Promise.all([runAlertsAt(now, second.baseURL), runAlertsAt(now, second.baseURL)]);
    await smtp.waitFor((mail) => recipient(mail).includes(ownerEmail), 15_000);
    await runAlertsAt(new Date(now.getTime() + 3_600_000), second.baseURL);
    expect(mailsTo(ownerEmail)).toHaveLength(1);
    expect(await SettlementSend.countDocuments({ _id: `${ownerId}:${settled}` })).toBe(1);

    const [mail] = mailsTo(ownerEmail);
    expect(mail.subject).toMatch(/^Liquidación de arrendamientos de \S+ de \d{4}$/);
    expect(mail.text).toContain('Hola, Marta Propietaria:');
    expect(mail.text).toContain('Neto a pagar: $ 0');
    const [pdf] = mail.attachments;
    expect([pdf.filename, pdf.contentType]).toEqual([`liquidacion-${settled}.pdf`, 'application/pdf']);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'settlement-')), 'liquidacion.pdf');
    writeFileSync(file, pdf.content);
    const text = execFileSync(tools.pdftotext, ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Liquidación de arrendamientos');
    expect(text).toContain('Marta Propietaria');
  }, 90_000);
});
