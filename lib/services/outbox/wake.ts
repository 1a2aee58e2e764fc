import 'server-only';

import { BroadcastChannel } from 'node:worker_threads';

// How a write tells this process's runner that messages are due now. Next may load a module once
// per bundle (instrumentation, each route), so the route that writes a message and the runner
// that instrumentation.ts started may not share module state: a named BroadcastChannel reaches
// every listener in the process whichever bundle it lives in. Without a listener (a script, a
// test process) the message waits for a worker's next pass, on this instance or another.

const CHANNEL = 'inmobiliaria.outbox.due';

let poster: BroadcastChannel | null = null;

/** Tells the runner, if this process has one, that `ids` are due now. */
export function announceDue(ids: readonly string[]): void {
  if (ids.length === 0) return;
  if (!poster) {
    poster = new BroadcastChannel(CHANNEL);
    poster.unref();
  }
  poster.postMessage([...ids]);
}

/** Calls `onDue` with the ids every announceDue of this process names; returns the way to stop. */
export function listenForDue(onDue: (ids: string[]) => void): () => void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.unref();
  channel.onmessage = (event) => {
    const data = (event as { data?: unknown }).data;
    if (Array.isArray(data)) onDue(data.filter((id): id is string => typeof id === 'string'));
  };
  return () => channel.close();
}
