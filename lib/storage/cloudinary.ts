import 'server-only';
import { randomUUID } from 'node:crypto';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { SaveInput, StorageAdapter } from './types';

/** Every public_id we create starts here, so deletion only ever touches our own assets. */
export const CLOUDINARY_ROOT = 'inmobiliaria';

type Sdk = typeof import('cloudinary').v2;

// Loaded on first use: the SDK reads CLOUDINARY_URL (cloud, key, secret and query options such
// as upload_prefix) when it is first required, and sites without Cloudinary never load it.
async function sdk(): Promise<Sdk> {
  const { v2 } = await import('cloudinary');
  return v2;
}

/**
 * Uploads through the official SDK's upload_stream (a signed multipart POST to
 * {upload_prefix}/v1_1/{cloud}/{image|video}/upload), streaming video bytes as they arrive.
 */
export const cloudinaryStorage: StorageAdapter = {
  name: 'cloudinary',

  async save({ body, kind, folder }: SaveInput): Promise<string> {
    const cloudinary = await sdk();
    // Our own agent, so a failed body stream can also abort the request the SDK keeps open.
    const prefix = String(cloudinary.config().upload_prefix ?? '');
    const agent = prefix.startsWith('http:') ? new HttpAgent() : new HttpsAgent();
    try {
      return await new Promise<string>((resolve, reject) => {
        const upload = cloudinary.uploader.upload_stream(
          { resource_type: kind, folder: `${CLOUDINARY_ROOT}/${folder}`, public_id: randomUUID(), overwrite: false, agent },
          (error, result) => {
            if (error || !result?.secure_url) reject(new Error(`Cloudinary upload failed: ${error?.message ?? 'no secure_url'}`));
            else resolve(result.secure_url);
          },
        );
        pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, upload).catch(reject);
      });
    } finally {
      agent.destroy();
    }
  },

  async remove(url: string): Promise<boolean> {
    const asset = cloudinaryAsset(url);
    if (!asset) return false;
    const cloudinary = await sdk();
    const config = cloudinary.config();
    if (!config.cloud_name || asset.cloud !== config.cloud_name) return false;
    try {
      await cloudinary.uploader.destroy(asset.publicId, { resource_type: asset.resourceType, invalidate: true });
    } catch (error) {
      console.error('Cloudinary destroy failed:', error instanceof Error ? error.message : error);
    }
    return true;
  },
};

/**
 * The cloud, resource type and public_id of a delivery URL we created:
 * https://res.cloudinary.com/{cloud}/{image|video}/upload/[transformations/][v123/]inmobiliaria/.../{id}.{ext}
 */
export function cloudinaryAsset(url: string): { cloud: string; resourceType: 'image' | 'video'; publicId: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.hostname !== 'res.cloudinary.com' || !/^https?:$/.test(parsed.protocol)) return null;
  const segments = parsed.pathname.split('/').filter(Boolean).map((s) => safeDecode(s));
  const [cloud, resourceType, type] = segments;
  if (!cloud || (resourceType !== 'image' && resourceType !== 'video') || type !== 'upload') return null;
  const start = segments.indexOf(CLOUDINARY_ROOT, 3);
  if (start < 0 || start === segments.length - 1 || segments.some((s) => s === null)) return null;
  const parts = segments.slice(start) as string[];
  parts[parts.length - 1] = parts[parts.length - 1].replace(/\.[a-z0-9]+$/i, '');
  return { cloud, resourceType, publicId: parts.join('/') };
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
