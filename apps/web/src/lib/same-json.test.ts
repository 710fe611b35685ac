import { describe, expect, it } from 'vitest';
import { isSameJson } from './same-json';

describe('isSameJson', () => {
  it('takes equal data as the same, whatever the order of keys', () => {
    expect(isSameJson({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(isSameJson([], [])).toBe(true);
    expect(isSameJson(null, null)).toBe(true);
    expect(isSameJson('my', 'my')).toBe(true);
  });

  it('takes a key holding undefined as absent, as JSON does', () => {
    expect(isSameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(isSameJson({ a: 1 }, { a: 1, b: undefined })).toBe(true);
  });

  it('tells apart any difference', () => {
    expect(isSameJson({ a: 1 }, { a: 2 })).toBe(false);
    expect(isSameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(isSameJson({ a: 1, b: 2 }, { a: 1, c: 2 })).toBe(false);
    expect(isSameJson([1, 2], [2, 1])).toBe(false);
    expect(isSameJson([1], [1, 1])).toBe(false);
    expect(isSameJson([], {})).toBe(false);
    expect(isSameJson({ 0: 'a' }, ['a'])).toBe(false);
    expect(isSameJson(null, {})).toBe(false);
    expect(isSameJson(0, '0')).toBe(false);
    expect(isSameJson({ a: null }, { a: undefined })).toBe(false);
    expect(isSameJson({ a: { b: [1, { c: 1 }] } }, { a: { b: [1, { c: 2 }] } })).toBe(false);
  });
});
