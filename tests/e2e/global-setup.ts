import { E2E_APP_ENV, startStack } from '../../scripts/lib/stack.mjs';

/** Uses the stack `npm test` started (TEST_BASE_URL), or starts one for a standalone run. */
export default async function globalSetup() {
  if (process.env.TEST_BASE_URL) return;
  const stack = await startStack({ appEnv: E2E_APP_ENV });
  process.env.TEST_BASE_URL = stack.baseURL;
  process.env.TEST_MONGODB_URI = stack.mongoUri;
  process.env.TEST_APP_LOG = stack.logFile;
  return () => stack.stop();
}
