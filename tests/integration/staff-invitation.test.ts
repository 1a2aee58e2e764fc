import { afterAll, beforeAll, expect, it } from 'vitest';

import { adminTokenAt, loginTokens, uniqueEmail } from './accounts';
import { startMailingApp, stopMailingApp, type MailingApp } from './mailing-app';
import { recipient, type SmtpStandIn } from './smtp-stand-in';
import { call } from './stack-client';

// The staff invitation as a new colleague receives it: an e-mail, caught by a local SMTP stand-in,
// with a single-use set-password link (never a password); a resent invitation voids the old link.

let smtp: SmtpStandIn;
let app: MailingApp['app'];

beforeAll(async () => {
  ({ smtp, app } = await startMailingApp());
}, 120_000);
afterAll(async () => {
  await stopMailingApp({ smtp, app });
});

const linkIn = (text: string | undefined) => text?.match(/https?:\/\/\S+\/reset-password\/([\w-]+)/);

it('an invited agent sets their password through the e-mailed link, which works once', async () => {
  const at = { origin: app.baseURL };
  const token = await adminTokenAt(app.baseURL);
  const email = uniqueEmail('invitacion-smtp');
  const invited = await call('POST', '/api/users', {
    ...at,
    token,
    body: { name: 'Paula Andrea Ríos', email, role: 'agent' },
  });
  expect(invited).toMatchObject({ status: 201, body: { message: 'Invitación enviada exitosamente' } });
  expect(invited.body.data).toMatchObject({ role: 'agent', invitationPending: true });

  const first = await smtp.waitFor((mail) => recipient(mail).includes(email));
  const firstLink = linkIn(first.text);
  expect(firstLink?.[0].startsWith(app.baseURL)).toBe(true);
  // A link to set it, never a password in clear.
  expect(first.text).not.toMatch(/contraseña:\s*(?!https?:)\S+/i);

  // Resent: a new link, and the first one no longer works.
  const id = invited.body.data.id as string;
  expect((await call('POST', `/api/users/${id}/invitation`, { ...at, token })).status).toBe(200);
  const second = await smtp.waitFor(
    (mail) => recipient(mail).includes(email) && linkIn(mail.text)?.[1] !== firstLink![1],
  );
  const link = linkIn(second.text)!;
  const stale = await call('POST', '/api/auth/reset-password', {
    ...at,
    body: { token: firstLink![1], password: 'Clave-Nueva-2026' },
  });
  expect(stale.status).toBe(400);

  const page = await fetch(link[0]);
  expect(page.status).toBe(200);
  // Not on the public team page until they accept the invitation.
  const team = async () => (await fetch(`${app.baseURL}/asesores`)).text();
  expect(await team()).not.toContain('Paula Andrea Ríos');
  const set = await call('POST', '/api/auth/reset-password', {
    ...at,
    body: { token: link[1], password: 'Clave-Nueva-2026' },
  });
  expect(set.status).toBe(200);
  expect((await loginTokens(email, 'Clave-Nueva-2026', app.baseURL)).accessToken).toBeTruthy();
  expect(await team()).toContain('Paula Andrea Ríos');
  const again = await call('POST', '/api/auth/reset-password', {
    ...at,
    body: { token: link[1], password: 'Otra-Clave-2026' },
  });
  expect(again.status).toBe(400);

  const listed = await call('GET', `/api/users/${id}`, { ...at, token });
  expect(listed.body.data).toMatchObject({ invitationPending: false, active: true });
});
