import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { resolveUploadPath, uploadUrl } from '@/lib/storage/paths';

describe('resolveUploadPath', () => {
  afterEach(() => {
    delete process.env.UPLOAD_DIR;
  });

  it('maps URL segments inside the upload root', () => {
    process.env.UPLOAD_DIR = '/srv/uploads';
    expect(resolveUploadPath(['seed', 'properties', 'casa-1', '1.webp'])).toBe(
      path.join('/srv/uploads', 'seed', 'properties', 'casa-1', '1.webp'),
    );
  });

  it('refuses traversal, hidden files, separators and NUL bytes', () => {
    process.env.UPLOAD_DIR = '/srv/uploads';
    for (const segments of [
      ['..', 'etc', 'passwd'],
      ['a', '..', '..', 'x'],
      ['.env'],
      ['a/b'],
      ['a\\b'],
      ['x\0.webp'],
      [],
      [''],
    ]) {
      expect(resolveUploadPath(segments)).toBeNull();
    }
  });

  it('builds encoded URLs', () => {
    expect(uploadUrl('seed', 'news', 'mi nota.webp')).toBe('/uploads/seed/news/mi%20nota.webp');
  });
});
