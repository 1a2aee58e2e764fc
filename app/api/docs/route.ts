import { otherMethods } from '@/lib/api/other-methods';
import { referencePageHtml } from '@/lib/openapi/reference-page';

/** GET /api/docs: a readable reference of /api/openapi.json (swagger-ui, served locally). */
export function GET() {
  return new Response(referencePageHtml(), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
