import { describe, expect, it } from 'vitest';
import { hasUnsafeText, unsafeTextPaths } from './safe-text.ts';

describe('text no field may hold', () => {
  it('finds NULs and lone surrogate halves, and lets whole pairs and Turkish through', () => {
    expect(hasUnsafeText('a\u0000b')).toBe(true);
    expect(hasUnsafeText('ab\uD800cd')).toBe(true);
    expect(hasUnsafeText('ab\uDC00')).toBe(true);
    expect(hasUnsafeText('Çağrı 👍 İğne')).toBe(false);
  });

  it('names every path that holds it, keys included', () => {
    expect(
      unsafeTextPaths({
        title: 'ok',
        items: [{ name: 'x\u0000' }, { name: 'fine' }],
        ['bad\u0000key']: 1,
        nested: { note: '\uD83D' },
        count: 3,
      }),
    ).toEqual([['items', 0, 'name'], ['bad\u0000key'], ['nested', 'note']]);
    expect(unsafeTextPaths(null)).toEqual([]);
  });

  it('walks a value nested deeper than the stack goes, without recursion', () => {
    let arrays: unknown = ['a\u0000'];
    for (let i = 0; i < 50_000; i += 1) arrays = [arrays];
    const [path] = unsafeTextPaths(arrays);
    expect(path).toHaveLength(50_001);
    expect(path?.every((step) => step === 0)).toBe(true);
    let objects: unknown = { ok: 'fine' };
    for (let i = 0; i < 50_000; i += 1) objects = { a: objects, b: 'x' };
    expect(unsafeTextPaths(objects)).toEqual([]);
  });
});
