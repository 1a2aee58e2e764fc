// A seam for the race tests (tests/integration/locations-delete-race.test.ts): the location delete
// and the property save call `between(step)` before each database step of their protocol
// (lib/services/locations/deletion.ts), and a test installs a hook that holds each side at those
// points to force an interleaving. In the app no hook is installed and `between` does nothing.

type StepHook = (step: string) => Promise<void>;

let hook: StepHook | null = null;

/** Before a step of a protocol (`save:write`, `delete:count`, ...): waits for the test's hook, if any. */
export function between(step: string): Promise<void> | undefined {
  return hook?.(step);
}

/** Installs (or, with null, removes) the hook. Tests only. */
export function setStepHook(next: StepHook | null): void {
  hook = next;
}
