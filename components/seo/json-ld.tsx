import { serializeJsonLd, type JsonLdObject } from '@/lib/seo/json-ld';

/**
 * A schema.org block. It is data, not a script the browser runs, so it needs no CSP nonce or
 * hash (lib/security/inline-scripts.ts leaves it out).
 */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
