import { serializeJsonLd, type JsonLdObject } from '@/lib/seo/json-ld';

/** A JSON-LD block (schema.org): RealEstateAgent in the chrome, RealEstateListing, NewsArticle on their pages. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
