import { PUBLIC_CACHE } from '@/lib/api/cache-control';
import { api, route } from '@/lib/api/route';
import { notModified } from '@/lib/feeds/conditional';
import { TROVIT_HEAD, TROVIT_TAIL } from '@/lib/feeds/trovit';
import { AD_PARTS, getTrovitFeed } from '@/lib/services/feeds';

/** Ads per chunk of the streamed body. */
const CHUNK = 100;

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = api('/feeds/trovit.xml', 'Portales', {
  GET: route(
    {
      auth: 'public',
      summary:
        'Feed XML en el formato de inmuebles de Trovit (lo leen Trovit, Mitula, Nestoria y otros agregadores): cada propiedad publicada (disponible o reservada) con «Publicar en portales» activo. Precio en COP (mensual en arriendos), dirección y coordenadas aproximadas salvo que el propietario permita las exactas, fotos con URL absoluta. Respuesta en caché hasta el próximo cambio del catálogo, transmitida por partes; ETag y Last-Modified: un GET condicional vigente recibe 304.',
      responses: {
        200: { description: 'El feed (application/xml)' },
        304: { description: 'El feed no cambió desde la copia del cliente (If-None-Match o If-Modified-Since)' },
      },
    },
    async ({ request }) => {
      const feed = await getTrovitFeed();
      const headers = {
        ETag: feed.etag,
        'Last-Modified': feed.lastModified,
        'Cache-Control': PUBLIC_CACHE,
        'X-Feed-Count': String(feed.count),
      };
      if (notModified(request.headers, feed.etag, feed.lastModified))
        return new Response(null, { status: 304, headers });
      const encoder = new TextEncoder();
      let next = 0;
      // Pulled a chunk at a time from the kept UTF-8 ads: the document is never built as one piece.
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode(TROVIT_HEAD));
        },
        pull(controller) {
          if (next >= feed.parts.length) {
            controller.enqueue(encoder.encode(TROVIT_TAIL));
            controller.close();
            return;
          }
          controller.enqueue(Buffer.concat(feed.parts.slice(next, next + CHUNK * AD_PARTS)));
          next += CHUNK * AD_PARTS;
        },
      });
      return new Response(body, { headers: { ...headers, 'Content-Type': 'application/xml; charset=utf-8' } });
    },
  ),
});
