import { inject } from 'vitest';

import { stackSeedEnv, startApp } from '../../scripts/lib/stack.mjs';
import { startSmtpStandIn, type SmtpStandIn } from './smtp-stand-in';

// Apart from smtp-stand-in.ts, which the Playwright specs import too: this one needs vitest's inject.

/** An SMTP stand-in, and a second app on the test database whose SMTP_URL points to it. */
export interface MailingApp {
  smtp: SmtpStandIn;
  app: Awaited<ReturnType<typeof startApp>>;
}

export async function startMailingApp(): Promise<MailingApp> {
  const smtp = await startSmtpStandIn();
  try {
    const app = await startApp({ ...stackSeedEnv(inject('mongoUri')), SMTP_URL: smtp.url });
    return { smtp, app };
  } catch (error) {
    await smtp.stop();
    throw error;
  }
}

/** Stops what started (either may be missing when a beforeAll failed): the app first, then its SMTP. */
export async function stopMailingApp({ smtp, app }: Partial<MailingApp>): Promise<void> {
  await app?.stop();
  await smtp?.stop();
}
