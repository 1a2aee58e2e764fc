import { startStack } from '../../scripts/lib/stack.mjs';
import { saveAdminState } from './admin-session';

/** Uses the stack `npm test` started (TEST_BASE_URL), or starts one for a standalone run; signs the admin in once. */
export default async function globalSetup() {
  let stop: (() => Promise<void>) | undefined;
  if (!process.env.TEST_BASE_URL) {
    const stack = await startStack();
    process.env.TEST_BASE_URL = stack.baseURL;
    process.env.TEST_MONGODB_URI = stack.mongoUri;
    process.env.TEST_APP_LOG = stack.logFile;
    stop = () => stack.stop();
  }
  await saveAdminState(process.env.TEST_BASE_URL!);
  return stop;
}
