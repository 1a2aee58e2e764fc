import 'server-only';

/** The cruce's timed work: new matches, the agents' daily digest, clients' selections. To be built. */
export async function runCruceJobs(now: Date): Promise<Record<string, number>> {
  void now;
  return {};
}
