import type { TestProject } from 'vitest/node';

import { startStack } from '../../scripts/lib/stack.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    mongoUri: string;
    /** The app's stdout, where e-mails are written without SMTP_URL. */
    appLog: string;
  }
}

/** Uses the stack `npm test` started (TEST_BASE_URL), or starts one for a standalone run. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_BASE_URL && process.env.TEST_MONGODB_URI && process.env.TEST_APP_LOG) {
    project.provide('baseURL', process.env.TEST_BASE_URL);
    project.provide('mongoUri', process.env.TEST_MONGODB_URI);
    project.provide('appLog', process.env.TEST_APP_LOG);
    return;
  }
  const stack = await startStack();
  project.provide('baseURL', stack.baseURL);
  project.provide('mongoUri', stack.mongoUri);
  project.provide('appLog', stack.logFile);
  return () => stack.stop();
}
