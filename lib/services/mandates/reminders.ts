import 'server-only';

/** Mandate-ending e-mails to the property's agent (30 and 7 days before the end). To be built. */
export async function sendMandateReminders(now: Date): Promise<number> {
  void now;
  return 0;
}
