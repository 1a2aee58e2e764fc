import { describe, expect, it } from 'vitest';

import { xmlText } from '@/lib/feeds/trovit';

// xmlText writes every text of the feed: its bytes must stay those of the plain chain of
// replacements it replaced (the feed's bytes and ETag depend on them).

const reference = (value: string) =>
  value
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

describe('xmlText', () => {
  it('escapes as the chain of replacements did, and leaves plain text as it is', () => {
    const samples = [
      '',
      'Apartamento con balcón en Chapinero',
      'Ático & <vista> "norte" l\'alto',
      '&amp; already escaped &lt;',
      'tab\tnew line\nreturn\r kept',
      'controls \u0000\u0001\u0008\u000B\u000C\u000E\u001F gone',
      'non-characters \uFFFE\uFFFF gone, emoji 🏠 and ñ kept',
      '<<&&>>\'\'""',
      'https://example.co/uploads/a b/1.webp?x=1&y=2',
    ];
    for (const sample of samples) expect(xmlText(sample), JSON.stringify(sample)).toBe(reference(sample));
    const plain = 'Casa en Usaquén, 3 alcobas';
    expect(xmlText(plain)).toBe(plain);
  });

  it('matches the chain on random text over the characters it treats', () => {
    const alphabet = [
      'a',
      'ñ',
      ' ',
      '&',
      '<',
      '>',
      '"',
      "'",
      '\u0000',
      '\u0009',
      '\u000A',
      '\u001F',
      '\uFFFE',
      '🏠',
      ';',
    ];
    for (let i = 0; i < 2000; i += 1) {
      const text = Array.from(
        { length: 1 + (i % 17) },
        () => alphabet[Math.floor(Math.random() * alphabet.length)],
      ).join('');
      expect(xmlText(text), JSON.stringify(text)).toBe(reference(text));
    }
  });
});
