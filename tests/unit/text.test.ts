import { describe, expect, it } from 'vitest';

import { escapeRegex, normalizeText, searchTermsPattern, slugify } from '@/lib/text';

describe('normalizeText', () => {
  it('strips accents, lowercases and folds spaces', () => {
    expect(normalizeText('  Bogotá,   CHAPINERO  Alto ')).toBe('bogota, chapinero alto');
    expect(normalizeText('Usaquén Ñuñoa')).toBe('usaquen nunoa');
  });
});

describe('searchTermsPattern', () => {
  it('splits a query into escaped accent-free terms', () => {
    expect(searchTermsPattern('Bogotá chapinero')).toEqual(['bogota', 'chapinero']);
    expect(searchTermsPattern('calle 93 (a.b)')).toEqual(['calle', '93', '\\(a\\.b\\)']);
  });
  it('matches stored search text whatever the accents', () => {
    const stored = normalizeText('Apartamento en Chicó, Chapinero, Bogotá');
    for (const term of searchTermsPattern('bogota CHICO')) expect(new RegExp(term).test(stored)).toBe(true);
  });
});

describe('escapeRegex', () => {
  it('neutralises regex syntax', () => {
    const pattern = new RegExp(escapeRegex('a+b*(c)?'));
    expect(pattern.test('a+b*(c)?')).toBe(true);
    expect(pattern.test('aab')).toBe(false);
  });
});

describe('slugify', () => {
  it('makes ascii hyphenated slugs', () => {
    expect(slugify('Casa campestre en Chía — 4 habitaciones!')).toBe('casa-campestre-en-chia-4-habitaciones');
  });
});
