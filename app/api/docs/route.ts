import { referencePageHtml } from '@/lib/openapi/reference-page';
import { otherMethods } from '@/lib/api/other-methods';

/** GET /api/docs: a readable reference of /api/openapi.json (swagger-ui, served locally). */
export function GET() {
  return new Response(referencePageHtml(), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
