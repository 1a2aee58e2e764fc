import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { stackSeedEnv, startApp } from '../../scripts/lib/stack.mjs';
import { adminToken } from './accounts';
import { expectedSignature, startCloudinaryStandIn } from './cloudinary-stand-in';
import { fixture, folderEntries, jpegWithExif } from './media-fixtures';

// The production build with CLOUDINARY_URL set: a second app on the same database whose
// uploads go through the bundled SDK to the local stand-in, and nothing to the disk.
let standIn: Awaited<ReturnType<typeof startCloudinaryStandIn>>;
let app: Awaited<ReturnType<typeof startApp>>;

beforeAll(async () => {
  standIn = await startCloudinaryStandIn();
  app = await startApp({ ...stackSeedEnv(inject('mongoUri')), CLOUDINARY_URL: standIn.cloudinaryUrl });
}, 90_000);
afterAll(async () => {
  await app?.stop();
  await standIn?.close();
});

async function upload(path: string, name: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append('images', new Blob([bytes as BlobPart]), name);
  const response = await fetch(`${app.baseURL}${path}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${await adminToken()}` },
  });
  return {
    status: response.status,
    body: (await response.json()) as { data: { files: Array<{ url: string; size: number }> } },
  };
}

describe('uploads with CLOUDINARY_URL set', () => {
  it('sends a re-encoded image and a streamed video to Cloudinary and answers their secure URLs', async () => {
    const localBefore = [folderEntries('properties'), folderEntries('videos')];
    const image = await upload('/api/upload/property-images', 'sala.jpg', await jpegWithExif());
    expect(image.status).toBe(201);
    expect(image.body.data.files[0].url).toMatch(
      /^https:\/\/res\.cloudinary\.com\/demo\/image\/upload\/v1700000000\/inmobiliaria\/properties\/[0-9a-f-]{36}\.webp$/,
    );
    const clip = fixture('sample.mp4');
    const video = await upload('/api/upload/videos', 'recorrido.mp4', clip);
    expect(video.status).toBe(201);
    expect(video.body.data.files[0]).toMatchObject({
      size: clip.length,
      url: expect.stringMatching(/\/demo\/video\/upload\/.+\/inmobiliaria\/videos\/.+\.mp4$/),
    });

    const [imageCall, videoCall] = standIn.calls;
    expect(imageCall.path).toBe('/v1_1/demo/image/upload');
    expect(imageCall.fields.signature).toBe(expectedSignature(imageCall.fields));
    expect((await sharp(imageCall.file).metadata()).format).toBe('webp');
    expect(videoCall.path).toBe('/v1_1/demo/video/upload');
    expect(videoCall.file?.equals(Buffer.from(clip))).toBe(true);
    expect([folderEntries('properties'), folderEntries('videos')]).toEqual(localBefore);
  });
});
