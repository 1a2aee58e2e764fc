// A process that takes the shared lock `argv[2]` and holds it until it is killed: the instance that
// dies in the middle of a task (tests/integration/shared-lock.test.ts). Run with tsx and the
// react-server condition (lib/db imports `server-only`), REDIS_URL set.
import { withSharedLock } from '../../lib/db/shared-lock';

await withSharedLock(process.argv[2] ?? 'holder', async () => {
  console.log('HELD');
  await new Promise(() => {});
});
