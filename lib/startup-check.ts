import { env } from './env';
import { authSecrets } from './security/secrets';

// A missing or malformed variable stops the server at start, with a message naming the
// variable, instead of failing inside every request.
try {
  env();
  authSecrets();
} catch (error) {
  console.error(`Cannot start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
