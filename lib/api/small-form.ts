import { ApiError } from './errors';

/**
 * Reads a small multipart/form-data body whole, never more than `maxBytes`: a declared
 * Content-Length over the cap is refused before reading, and a body streamed without one is
 * cut off at the cap. Only then is it parsed (`formData()` holds everything in memory, which
 * is fine at this size; large uploads use a streaming parser instead, docs/architecture.md#media-and-uploads).
 */
export async function readSmallForm(
  request: Request,
  maxBytes: number,
  messages: { tooLarge: string; notMultipart: string; malformed: string },
): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) throw new ApiError(415, messages.notMultipart);
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw new ApiError(413, messages.tooLarge);
  const bytes = await readCapped(request, maxBytes, messages.tooLarge);
  try {
    return await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new ApiError(400, messages.malformed);
  }
}

async function readCapped(request: Request, maxBytes: number, tooLarge: string): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new ApiError(413, tooLarge);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
