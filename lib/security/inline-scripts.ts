import { createHash } from 'node:crypto';

// The inline scripts a browser would run from an HTML document, and the sha256 sources a CSP
// needs to allow them. Used by proxy.ts (shells of the build) and the security-header tests.

// <script> elements without src; the body ends at the first </script (HTML raw-text rules).
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script/gi;
// A type other than JavaScript is data (JSON-LD): the browser never runs it, CSP does not apply.
const DATA_TYPE = /\stype="(?!text\/javascript"|module")[^"]*"/i;

export interface InlineScript {
  /** The attributes as written (` nonce="…"`, ` type="…"`). */
  attributes: string;
  body: string;
  /** Whether the browser executes it. */
  executable: boolean;
}

export function inlineScripts(html: string): InlineScript[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(([, attributes, body]) => ({
    attributes,
    body,
    executable: !DATA_TYPE.test(attributes),
  }));
}

/** base64 sha256 of a script body, as a CSP 'sha256-…' source carries it. */
export function scriptHash(body: string): string {
  return createHash('sha256').update(body, 'utf8').digest('base64');
}

/** The distinct hashes of the executable inline scripts of a document. */
export function inlineScriptHashes(html: string): string[] {
  return [
    ...new Set(
      inlineScripts(html)
        .filter((s) => s.executable)
        .map((s) => scriptHash(s.body)),
    ),
  ];
}
