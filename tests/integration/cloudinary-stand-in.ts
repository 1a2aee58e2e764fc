import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

import busboy from 'busboy';

/** One request the SDK made: its path, signed fields and file bytes. */
export interface CloudinaryCall {
  path: string;
  fields: Record<string, string>;
  file?: Buffer;
  /** False when the SDK's request was cut before the multipart body ended. */
  complete: boolean;
}

export const STAND_IN_SECRET = 'secreto-de-prueba';

/**
 * A local stand-in for the Cloudinary upload API (there is no internet here): it records each
 * call, answers upload with a secure_url under res.cloudinary.com and destroy with ok, or a
 * 500 when `failNext` is set. `cloudinaryUrl` points the real SDK at it through upload_prefix.
 */
export async function startCloudinaryStandIn() {
  const calls: CloudinaryCall[] = [];
  const state = { failNext: false };
  const server = createServer(async (request, response) => {
    const call = await record(request, calls);
    if (!call.complete) return;
    const [, , cloud, resourceType, action] = call.path.split('/');
    response.setHeader('content-type', 'application/json');
    if (state.failNext) {
      state.failNext = false;
      response.statusCode = 500;
      return response.end(JSON.stringify({ error: { message: 'fallo simulado' } }));
    }
    if (action === 'destroy') return response.end(JSON.stringify({ result: 'ok' }));
    const publicId = `${call.fields.folder}/${call.fields.public_id}`;
    const format = resourceType === 'video' ? 'mp4' : 'webp';
    const secureUrl = `https://res.cloudinary.com/${cloud}/${resourceType}/upload/v1700000000/${publicId}.${format}`;
    response.end(JSON.stringify({ public_id: publicId, resource_type: resourceType, secure_url: secureUrl }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    calls,
    state,
    cloudinaryUrl: `cloudinary://clave123:${STAND_IN_SECRET}@demo?upload_prefix=http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function record(request: IncomingMessage, calls: CloudinaryCall[]): Promise<CloudinaryCall> {
  return new Promise((resolve) => {
    const call: CloudinaryCall = { path: request.url ?? '', fields: {}, complete: false };
    calls.push(call);
    const parser = busboy({ headers: request.headers });
    const parts: Buffer[] = [];
    parser.on('field', (name, value) => (call.fields[name] = value));
    parser.on('file', (_name, stream) => stream.on('data', (chunk: Buffer) => parts.push(chunk)));
    parser.on('close', () => {
      call.file = Buffer.concat(parts);
      call.complete = true;
      resolve(call);
    });
    parser.on('error', () => resolve(call));
    request.on('close', () => resolve(call));
    request.pipe(parser);
  });
}

/**
 * Cloudinary's documented request signature, computed independently of the SDK: every
 * parameter but signature, api_key, resource_type and file, sorted, as `k=v` joined by `&`,
 * followed by the API secret, SHA-1 in hex.
 */
export function expectedSignature(fields: Record<string, string>, secret = STAND_IN_SECRET): string {
  const signed = Object.entries(fields)
    .filter(
      ([key, value]) => !['signature', 'api_key', 'resource_type', 'file', 'cloud_name'].includes(key) && value !== '',
    )
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return createHash('sha1')
    .update(signed + secret)
    .digest('hex');
}
