import { describe, expect, it } from 'vitest';

import { createFragmentCache } from '@/lib/feeds/fragment-cache';

// The per-listing fragments of the feed (lib/feeds/fragment-cache.ts): written again only when
// the listing's stamp or the context (origin, agency name) changes, and dropped with the listing.

function counting() {
  const writes: string[] = [];
  const write = (id: string, text: string) => () => {
    writes.push(id);
    return text;
  };
  return { writes, write };
}

describe('createFragmentCache', () => {
  it('keeps a fragment while its listing keeps its stamp, and writes it again when the stamp moves', () => {
    const cache = createFragmentCache<string>();
    const { writes, write } = counting();
    const first = cache.pass('https://a.co\nAgencia');
    expect(first.take('1', 't1', write('1', '<ad>1</ad>'))).toBe('<ad>1</ad>');
    expect(first.take('2', 't1', write('2', '<ad>2</ad>'))).toBe('<ad>2</ad>');
    expect(first.end()).toEqual({ written: 2, kept: 2 });

    const second = cache.pass('https://a.co\nAgencia');
    expect(second.take('1', 't1', write('1', 'never'))).toBe('<ad>1</ad>');
    expect(second.take('2', 't2', write('2', '<ad>2 changed</ad>'))).toBe('<ad>2 changed</ad>');
    expect(second.end()).toEqual({ written: 1, kept: 2 });
    expect(writes).toEqual(['1', '2', '2']);
  });

  it('writes every fragment again when the context changes (another origin or agency name)', () => {
    const cache = createFragmentCache<string>();
    const { writes, write } = counting();
    const pass = cache.pass('https://a.co\nAgencia');
    pass.take('1', 't1', write('1', 'a'));
    pass.end();
    const renamed = cache.pass('https://a.co\nOtra agencia');
    expect(renamed.take('1', 't1', write('1', 'b'))).toBe('b');
    renamed.end();
    const moved = cache.pass('https://b.co\nOtra agencia');
    expect(moved.take('1', 't1', write('1', 'c'))).toBe('c');
    expect(moved.end()).toEqual({ written: 1, kept: 1 });
    expect(writes).toEqual(['1', '1', '1']);
  });

  it('drops the fragments of listings a pass no longer takes', () => {
    const cache = createFragmentCache<string>();
    const { writes, write } = counting();
    const pass = cache.pass('x');
    pass.take('1', 't', write('1', 'a'));
    pass.take('2', 't', write('2', 'b'));
    pass.end();
    const without = cache.pass('x');
    without.take('1', 't', write('1', 'never'));
    without.end();
    expect(cache.size).toBe(1);
    const back = cache.pass('x');
    expect(back.take('2', 't', write('2', 'b again'))).toBe('b again');
    expect(writes).toEqual(['1', '2', '2']);
  });

  it('keeps what the last pass to end took when two overlap', () => {
    const cache = createFragmentCache<string>();
    const { write } = counting();
    const a = cache.pass('x');
    const b = cache.pass('x');
    a.take('1', 't1', write('1', 'old'));
    b.take('1', 't2', write('1', 'new'));
    a.end();
    b.end();
    const next = cache.pass('x');
    expect(next.take('1', 't2', write('1', 'never'))).toBe('new');
  });
});
