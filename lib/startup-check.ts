import { env, siteUrlProblem, type Env } from './env';
import { authSecrets } from './security/secrets';

// A missing or malformed variable stops the server at start, with a message naming the
// variable, instead of failing inside every request (or, for SITE_URL, printing localhost into
// every link). One line per problem, so a deploy learns them all at once.
function startupProblems(): string[] {
  let parsed: Env;
  try {
    parsed = env();
  } catch (error) {
    return [messageOf(error)];
  }
  const problems: string[] = [];
  try {
    authSecrets();
  } catch (error) {
    problems.push(messageOf(error));
  }
  const site = siteUrlProblem(parsed);
  if (site) problems.push(site);
  return problems;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const problems = startupProblems();
if (problems.length > 0) {
  for (const problem of problems) console.error(`Cannot start: ${problem}`);
  process.exit(1);
}
