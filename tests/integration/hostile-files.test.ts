import { once } from 'node:events';
import { readdirSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { crc32, createDeflate } from 'node:zlib';

import { beforeAll, describe, expect, it } from 'vitest';

import { STATUS_CODES } from '@/lib/domain/error-codes';
import { News } from '@/models/news';
import { Settings } from '@/models/settings';

import { adminToken } from './accounts';
import { fixture, jpegWithExif, MB, padded, png } from './media-fixtures';
import { UPLOAD_DIR } from './property-data';
import { rawJson, rawRequest } from './raw-http';
import { memoryOf, resetPeak, serverPid } from './server-memory';
import { baseURL, connectTestDb, postMultipart } from './stack-client';

// Issue 11 item 5: each hostile upload gets a clear 4xx in Spanish and leaves nothing behind:
// the upload tree (temp files included) is listed before and after, and the database holds no
// record of it. The server's peak memory is measured while a 50 MB video and a bomb arrive.

const IMAGES = '/api/upload/property-images';
const VIDEOS = '/api/upload/videos';
const NEWS_IMAGES = '/api/upload/news-images';
const MALFORMED = 'El formulario enviado está incompleto o mal formado';
const BAD_NAME = 'El nombre de un archivo contiene caracteres no válidos (caracteres de control)';
const MEMORY_BOUND_MB = 150;

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
  await connectTestDb();
});

/** Every file under the upload directory, with its size (a partial file would show). */
function tree(dir = UPLOAD_DIR): string[] {
  let entries: string[] = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = path.join(dir, name);
    const stat = statSync(full, { throwIfNoEntry: false });
    if (!stat) return [];
    return stat.isDirectory() ? tree(full) : [`${path.relative(UPLOAD_DIR, full)} ${stat.size}`];
  });
}

/** The new entries of the tree since `before`. */
const added = (before: string[]) => tree().filter((entry) => !before.includes(entry));

/**
 * A valid PNG of side×side 1-bit pixels whose all-zero rows are deflated as a stream (50 000²
 * is 312 MB of rows, a few hundred KB of file); its IHDR claims 2.5 gigapixels.
 */
async function pngBomb(side: number): Promise<Uint8Array> {
  const rowBytes = 1 + Math.ceil(side / 8);
  const block = Buffer.alloc(rowBytes * 1000);
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = once(deflate, 'end');
  for (let row = 0; row < side; row += 1000) {
    if (!deflate.write(block.subarray(0, Math.min(1000, side - row) * rowBytes))) await once(deflate, 'drain');
  }
  deflate.end();
  await ended;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([
      signature,
      chunk('IHDR', ihdr),
      chunk('IDAT', Buffer.concat(parts)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

const text = (value: string) => new TextEncoder().encode(value);
const upload = (endpoint: string, name: string, bytes: Uint8Array, field = 'images') =>
  postMultipart(endpoint, { files: [{ name, bytes, type: 'application/octet-stream' }], field, token: admin });

describe('hostile files get a clear 4xx in Spanish and leave nothing stored', () => {
  let bomb: Uint8Array;
  beforeAll(async () => {
    bomb = await pngBomb(50_000);
  });

  it('the bomb is a small file claiming 50 000 × 50 000 pixels', () => {
    expect(bomb.length).toBeLessThan(1 * MB);
    expect(Buffer.from(bomb.subarray(16, 24)).readUInt32BE(0)).toBe(50_000);
  });

  const cases: Array<{ what: string; send: () => ReturnType<typeof upload>; status: number; message: string }> = [
    {
      what: 'a decompression bomb',
      send: () => upload(IMAGES, 'bomba.png', bomb),
      status: 413,
      message: 'La imagen bomba.png tiene demasiados píxeles. Máximo 40 megapíxeles',
    },
    {
      what: 'an SVG with a script',
      send: () =>
        upload(
          IMAGES,
          'logo.svg',
          text(
            '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>',
          ),
        ),
      status: 415,
      message: 'El archivo logo.svg no es un tipo válido',
    },
    {
      what: 'a JPEG/HTML polyglot',
      send: () =>
        upload(
          IMAGES,
          'casa.jpg',
          new Uint8Array([
            0xff,
            0xd8,
            0xff,
            0xe0,
            0x00,
            0x10,
            ...text('JFIF\0<html><body><script>fetch("/api/auth/me")</script></body></html>'),
          ]),
        ),
      status: 415,
      message: 'El archivo casa.jpg no es un tipo válido',
    },
    {
      what: 'a zero-byte file',
      send: () => upload(IMAGES, 'vacio.jpg', new Uint8Array(0)),
      status: 400,
      message: 'El archivo vacio.jpg está vacío',
    },
    {
      what: 'an image one byte over 5 MB',
      send: async () => upload(IMAGES, 'grande.jpg', padded(await jpegWithExif(), 5 * MB + 1)),
      status: 413,
      message: 'El archivo grande.jpg es demasiado grande. Máximo 5MB',
    },
    {
      what: 'a video one byte over 50 MB',
      send: () => upload(VIDEOS, 'grande.mp4', padded(fixture('sample.mp4'), 50 * MB + 1)),
      status: 413,
      message: 'El archivo grande.mp4 es demasiado grande. Máximo 50MB',
    },
    {
      what: 'a news image one byte over 5 MB',
      send: async () => upload(NEWS_IMAGES, 'noticia.png', padded(await png(), 5 * MB + 1)),
      status: 413,
      message: 'El archivo noticia.png es demasiado grande. Máximo 5MB',
    },
    {
      what: 'a file under the wrong field',
      send: async () => upload(IMAGES, 'foto.png', await png(), 'file'),
      status: 400,
      message: 'Los archivos deben enviarse en el campo "images" (se recibió el campo "file")',
    },
    {
      what: 'a name with ../ and bidi controls on a file that is not an image (the name is echoed cleaned)',
      send: () => upload(IMAGES, '../../../etc/pass\u202ewd\u200b.jpg', text('root:x:0:0:root:/root:/bin/bash')),
      status: 415,
      message: 'El archivo passwd.jpg no es un tipo válido',
    },
    {
      what: 'a name with ../ and a NUL byte',
      send: async () => upload(IMAGES, '../foto\u0000.png', await png()),
      status: 400,
      message: BAD_NAME,
    },
    {
      what: 'a name with ../ and an escape sequence',
      send: async () => upload(IMAGES, '../../\u001b[31mfoto.png', await png()),
      status: 400,
      message: BAD_NAME,
    },
  ];

  for (const { what, send, status, message } of cases) {
    it(`${what}: ${status}`, async () => {
      const before = tree();
      const { status: got, body } = await send();
      expect([got, body]).toEqual([status, { success: false, message, code: STATUS_CODES[status] }]);
      expect(added(before)).toEqual([]);
    });
  }

  it('a news post whose image is one byte over 5 MB: 413, no file and no news stored', async () => {
    const before = tree();
    const title = `Noticia hostil ${Date.now()}`;
    const answer = await postMultipart('/api/news', {
      fields: { title, description: 'Una descripción' },
      files: [{ name: 'portada.png', bytes: padded(await png(), 5 * MB + 1) }],
      token: admin,
    });
    expect([answer.status, answer.body]).toEqual([
      413,
      { success: false, message: 'La imagen es muy grande. Máximo 5MB.', code: 'payload_too_large' },
    ]);
    expect(added(before)).toEqual([]);
    expect(await News.countDocuments({ title })).toBe(0);
  });

  it('a settings file one byte over 64 KB: 413 and the settings unchanged', async () => {
    const stored = await Settings.findOne({ key: 'site' }).lean<{ updatedAt?: Date }>();
    const file = text(`{"general":{"description":"${'x'.repeat(64 * 1024 - 32)}"}}`.padEnd(64 * 1024 + 1, ' '));
    expect(file.length).toBe(64 * 1024 + 1);
    const answer = await postMultipart('/api/settings/import', {
      files: [{ name: 'ajustes.json', bytes: file }],
      field: 'settings',
      token: admin,
    });
    expect([answer.status, answer.body]).toEqual([
      413,
      {
        success: false,
        message: 'El archivo de configuración es demasiado grande. Máximo 64 KB.',
        code: 'payload_too_large',
      },
    ]);
    expect((await Settings.findOne({ key: 'site' }).lean<{ updatedAt?: Date }>())?.updatedAt).toEqual(
      stored?.updatedAt,
    );
  });

  it('a valid image with a hostile name is stored only under a server-made name in its folder', async () => {
    const before = tree();
    const { status, body } = await upload(IMAGES, '../../../etc/pass\u202ewd\u200b.png', await png());
    expect(status).toBe(201);
    expect(body.data.files[0].originalName).toBe('passwd.png');
    const files = added(before);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^properties\/[0-9a-f-]{36}\.webp \d+$/);
    unlinkSync(path.join(UPLOAD_DIR, files[0].split(' ')[0]));
  });
});

describe('truncated multipart bodies', () => {
  const boundary = 'limite-hostil';
  const part = (name: string, bytes: Uint8Array) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
  const headers = () => ({
    authorization: `Bearer ${admin}`,
    'content-type': `multipart/form-data; boundary=${boundary}`,
  });

  it('a complete request whose multipart body stops mid-file: 400, and the whole first file removed', async () => {
    const before = tree();
    const first = part('uno.png', await png());
    const cut = part('dos.png', await png()).subarray(0, 200);
    const body = Buffer.concat([first, cut]);
    // Chunked: the HTTP body ends properly, only the form inside it is incomplete.
    const chunked = Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]);
    const answer = await rawRequest('POST', IMAGES, {
      headers: { ...headers(), 'transfer-encoding': 'chunked' },
      body: chunked,
    });
    expect([answer.status, rawJson(answer)?.message]).toEqual([400, MALFORMED]);
    expect(added(before)).toEqual([]);
  });

  it('a client that declares more than it sends and hangs up: nothing stored, and the server keeps serving', async () => {
    const before = tree();
    const body = Buffer.concat([part('uno.png', await png()), part('dos.png', await png()).subarray(0, 300)]);
    const answer = await rawRequest('POST', IMAGES, {
      headers: { ...headers(), 'content-length': String(body.length + 10_000) },
      body,
      end: true,
    });
    // Node's HTTP layer answers a message cut short itself (a bare 400, or just a close); the
    // handler sees its stream fail and removes what it had stored.
    expect([0, 400]).toContain(answer.status);
    // The aborted request's clean-up runs after the socket closes: give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(added(before)).toEqual([]);
    expect((await fetch(`${baseURL()}/api/health`)).status).toBe(200);
  });
});

describe('memory while a 50 MB video and a decompression bomb are uploaded', () => {
  it(`the server's peak RSS grows by less than ${MEMORY_BOUND_MB} MB`, async () => {
    const pid = serverPid();
    const video = padded(fixture('sample.mp4'), 50 * MB);
    const bomb = await pngBomb(50_000);
    const idle = memoryOf(pid);
    const reset = resetPeak(pid);
    const before = tree();
    const [stored, refused] = await Promise.all([
      upload(VIDEOS, 'recorrido.mp4', video),
      upload(IMAGES, 'bomba.png', bomb),
    ]);
    const after = memoryOf(pid);
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    expect(refused.status).toBe(413);
    const growth = after.peak - (reset ? idle.rss : idle.peak);
    console.log(
      `[hostile-files] next-server pid ${pid}: idle RSS ${idle.rss.toFixed(1)} MB (peak so far ${idle.peak.toFixed(1)} MB), ` +
        `peak during the uploads ${after.peak.toFixed(1)} MB (+${growth.toFixed(1)} MB; peak ${reset ? 'reset' : 'not resettable'}), RSS after ${after.rss.toFixed(1)} MB`,
    );
    expect(growth).toBeLessThan(MEMORY_BOUND_MB);
    // Only the video was stored, whole.
    const files = added(before);
    expect(files).toEqual([expect.stringMatching(new RegExp(`^videos/[0-9a-f-]{36}\\.mp4 ${50 * MB}$`))]);
    unlinkSync(path.join(UPLOAD_DIR, files[0].split(' ')[0]));
  });
});
