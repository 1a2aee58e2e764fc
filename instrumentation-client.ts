// Runs in the browser before the app starts.
import { spanishZodMessage } from './lib/validation/zod-locale';

// zod 4 probes for eval support with `new Function('')` the first time it parses an object, to
// compile faster parsers. Our Content-Security-Policy has no 'unsafe-eval', so the probe is
// refused and reported as a violation; jitless mode skips it. zod keeps its settings on this
// global (zod/v4/core `config()`), which is set here without pulling zod into every page.
const zodConfig = ((globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig ??= {});
zodConfig.jitless = true;
// Its fallback messages in Spanish, as on the server (lib/validation/zod-locale.ts).
zodConfig.localeError = spanishZodMessage;
