import { OutboxMessage } from '@/models/outbox-message';

/**
 * Waits until the outbox holds no e-mail to any of `emails`: the jobs queue their e-mails before
 * they answer and the outbox delivers them right after, so once none is left each one is at the
 * SMTP stand-in (a message leaves the outbox only after the server accepted it). `since`: only
 * messages written from then on (a shared address such as the admin's may have older ones).
 */
export async function outboxSettled(emails: string[], since = new Date(0), timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await OutboxMessage.find({ kind: 'mail' }, { payload: 1, createdAt: 1 }).lean<
      Array<{ payload: { to?: unknown }; createdAt: Date }>
    >();
    const waiting = rows.filter((row) => row.createdAt >= since && emails.includes(String(row.payload.to))).length;
    if (waiting === 0) return;
    if (Date.now() > deadline) throw new Error(`${waiting} e-mail(s) still in the outbox after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
