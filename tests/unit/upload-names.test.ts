import { describe, expect, it } from 'vitest';

import { UPLOAD_LIMITS } from '@/lib/domain/upload-limits';
import { cloudinaryAsset } from '@/lib/storage/cloudinary';
import { safeFileName } from '@/lib/uploads/file-name';
import { UPLOAD_MESSAGES } from '@/lib/uploads/messages';

describe('safeFileName', () => {
  it.each([
    ['foto.jpg', 'foto.jpg'],
    ['Sala de estar (1).JPG', 'Sala de estar (1).JPG'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\ana\\casa.png', 'casa.png'],
    ['evil\u202egpj.exe', 'evilgpj.exe'],
    ['a\u0000b\r\nc.png', 'abc.png'],
    ['<script>alert(1)</script>.png', 'script.png'],
    ['<img src=x onerror="alert(1)">.png', 'img srcx onerroralert(1).png'],
    ['...hidden', 'hidden'],
    ['Año nuevo en Bogotá.webp', 'Año nuevo en Bogotá.webp'],
    ['', 'sin nombre'],
    [undefined, 'sin nombre'],
    ['/', 'sin nombre'],
  ])('%j -> %j', (raw, safe) => {
    expect(safeFileName(raw)).toBe(safe);
  });

  it('caps the length at 80 characters', () => {
    const name = safeFileName(`${'a'.repeat(300)}.jpg`);
    expect(name).toHaveLength(80);
    expect(name.endsWith('…')).toBe(true);
  });
});

describe('UPLOAD_MESSAGES', () => {
  it('uses the product wording and limits', () => {
    expect(UPLOAD_MESSAGES.tooMany(UPLOAD_LIMITS.image.maxFiles)).toBe('Máximo 20 archivos permitidos');
    expect(UPLOAD_MESSAGES.tooMany(UPLOAD_LIMITS.video.maxFiles)).toBe('Máximo 5 archivos permitidos');
    expect(UPLOAD_MESSAGES.tooBig('a.jpg', UPLOAD_LIMITS.image.maxFileBytes)).toBe(
      'El archivo a.jpg es demasiado grande. Máximo 5MB',
    );
    expect(UPLOAD_MESSAGES.tooBig('v.mp4', UPLOAD_LIMITS.video.maxFileBytes)).toBe(
      'El archivo v.mp4 es demasiado grande. Máximo 50MB',
    );
    expect(UPLOAD_MESSAGES.badType('x.svg')).toBe('El archivo x.svg no es un tipo válido');
  });
});

describe('cloudinaryAsset', () => {
  it('reads cloud, resource type and public_id of our delivery URLs', () => {
    expect(
      cloudinaryAsset('https://res.cloudinary.com/demo/image/upload/v1700000000/inmobiliaria/properties/abc.webp'),
    ).toEqual({
      cloud: 'demo',
      resourceType: 'image',
      publicId: 'inmobiliaria/properties/abc',
    });
    expect(
      cloudinaryAsset(
        'https://res.cloudinary.com/demo/video/upload/c_scale,w_640/q_auto/v1/inmobiliaria/videos/x-1.mp4',
      ),
    ).toEqual({
      cloud: 'demo',
      resourceType: 'video',
      publicId: 'inmobiliaria/videos/x-1',
    });
  });

  it.each([
    '/uploads/properties/a.webp',
    'https://example.com/demo/image/upload/v1/inmobiliaria/a.webp',
    'https://res.cloudinary.com/demo/raw/upload/v1/inmobiliaria/a.pdf',
    'https://res.cloudinary.com/demo/image/private/v1/inmobiliaria/a.webp',
    'https://res.cloudinary.com/demo/image/upload/v1/otra/a.webp',
    'https://res.cloudinary.com/demo/image/upload/v1/inmobiliaria',
    'https://res.cloudinary.com/demo/image/upload/v1/inmobiliaria/%E0%A4%A.webp',
    'javascript:alert(1)',
    'no es una url',
  ])('ignores %s', (url) => {
    expect(cloudinaryAsset(url)).toBeNull();
  });
});
