// One lane of `npm test` (scripts/test.mjs): its integration files against a stack of their own,
// then its e2e specs against a fresh one. The e2e stack starts as soon as the integration stack is
// up, while the integration tests run (its FerretDB and `next start`, several seconds on the clock,
// were a wait at the turn of the lane), and no test touches it before the specs do. The stacks and the
// runners come in as functions, so the order is tested without starting any (tests/unit).

const message = (error) => (error instanceof Error ? error.message : String(error));

/**
 * @typedef {{ stop(): Promise<void> }} Stack
 * @typedef {{
 *   prepare?: () => void, start: () => Promise<Stack>, run: (stack: Stack) => Promise<number>,
 * }} Phase
 * `prepare`: synchronous, before the stack starts (the seed photos copied into its upload folder);
 * `run`: the runner against the stack, resolving with its exit code.
 */

/**
 * Runs `integration` then `e2e` (either may be null: no files of that kind), the e2e stack started
 * once the integration stack is up; `onTiming(kind, seconds)` for each kind run (its stack's wait
 * included). Resolves with the failures, as sentences; every stack started is stopped.
 * @param {{
 *   name: string, integration: Phase | null, e2e: Phase | null, onTiming?: (kind: string, seconds: number) => void,
 * }} lane
 */
export async function runLane({ name, integration, e2e, onTiming = () => {} }) {
  const failures = [];
  /** @param {Phase} phase */
  const start = (phase) => {
    try {
      phase.prepare?.();
      return phase.start().then(
        (stack) => ({ stack, error: null }),
        (error) => ({ stack: null, error }),
      );
    } catch (error) {
      return Promise.resolve({ stack: null, error });
    }
  };
  /**
   * @param {string} kind @param {Phase} phase @param {() => void} [started] called once its stack is up
   * @param {Promise<{ stack: Stack | null, error: unknown }>} starting
   */
  const phaseOf = async (kind, phase, starting, started = () => {}) => {
    const begun = Date.now();
    const { stack, error } = await starting;
    started();
    try {
      if (!stack) failures.push(`${name}: ${kind}: ${message(error)}`);
      else {
        const code = await phase.run(stack);
        if (code !== 0) failures.push(`${name}: ${kind} tests failed (exit ${code})`);
      }
    } catch (runError) {
      failures.push(`${name}: ${kind}: ${message(runError)}`);
    } finally {
      await stack?.stop();
    }
    onTiming(kind, (Date.now() - begun) / 1000);
  };
  let e2eStarting = null;
  if (integration)
    // Two stacks starting at once would only slow each other down: the e2e stack waits for this one.
    await phaseOf('integration', integration, start(integration), () => {
      if (e2e) e2eStarting = start(e2e);
    });
  if (e2e) await phaseOf('e2e', e2e, e2eStarting ?? start(e2e));
  return failures;
}
