import 'server-only';

/** The owners' monthly report e-mail (first business day of the month, legal hours). To be built. */
export async function sendMonthlyReports(now: Date): Promise<number> {
  void now;
  return 0;
}
