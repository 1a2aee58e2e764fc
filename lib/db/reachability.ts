// When the driver last saw the database fail (a pooled connection dropped with an error, or none
// could be opened) and last opened a connection. Kept on globalThis, apart from lib/db/index.ts, so the
// page cache in proxy.ts can ask about it without loading mongoose.
export type Reachability = { failedAt: number; readyAt: number; watched: WeakSet<object> };

const globalReach = globalThis as unknown as { __dbReachability?: Reachability };

export const reachability: Reachability = (globalReach.__dbReachability ??= {
  failedAt: 0,
  readyAt: 0,
  watched: new WeakSet(),
});

/** Epoch ms of the last database failure the driver reported (0: none since start). */
export function lastDatabaseFailure(): number {
  return reachability.failedAt;
}
