import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToCompare,
  canAddToCompare,
  COMPARE_MAX,
  removeFromCompare,
  toggleCompare,
} from './compare';

type Product = { guid: string; displayName: string };
const product = (guid: string): Product => ({ guid, displayName: `Product ${guid}` });

describe('canAddToCompare', () => {
  it('allows adding while fewer than 3 are listed', () => {
    expect(COMPARE_MAX).toBe(3);
    expect(canAddToCompare([], 'a')).toBe(true);
    expect(canAddToCompare([product('a'), product('b')], 'c')).toBe(true);
  });

  it('blocks adding when 3 are listed', () => {
    expect(canAddToCompare([product('a'), product('b'), product('c')], 'd')).toBe(false);
  });

  it('blocks adding a product that is already listed', () => {
    expect(canAddToCompare([product('a')], 'a')).toBe(false);
  });
});

describe('addToCompare', () => {
  it('appends the product', () => {
    expect(addToCompare([product('a')], product('b'))).toEqual([product('a'), product('b')]);
  });

  it('leaves the list as it was when adding is blocked', () => {
    const full = [product('a'), product('b'), product('c')];
    expect(addToCompare(full, product('d'))).toEqual(full);
    expect(addToCompare([product('a')], product('a'))).toEqual([product('a')]);
  });

  it('does not mutate the list', () => {
    const list = [product('a')];
    addToCompare(list, product('b'));
    expect(list).toEqual([product('a')]);
  });
});

describe('removeFromCompare', () => {
  it('removes by guid and ignores unknown guids', () => {
    const list = [product('a'), product('b')];
    expect(removeFromCompare(list, 'a')).toEqual([product('b')]);
    expect(removeFromCompare(list, 'z')).toEqual(list);
    expect(list).toHaveLength(2);
  });
});

describe('toggleCompare', () => {
  it('adds when absent and removes when present', () => {
    const once = toggleCompare([], product('a'));
    expect(once).toEqual([product('a')]);
    expect(toggleCompare(once, product('a'))).toEqual([]);
  });

  it('does not add a fourth product', () => {
    const full = [product('a'), product('b'), product('c')];
    expect(toggleCompare(full, product('d'))).toEqual(full);
    expect(toggleCompare(full, product('b'))).toEqual([product('a'), product('c')]);
  });

  it('never holds more than 3 products or a duplicate, whatever is toggled', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 40 }),
        (guids) => {
          const list = guids.reduce<Product[]>(
            (acc, guid) => toggleCompare(acc, product(guid)),
            [],
          );
          expect(list.length).toBeLessThanOrEqual(COMPARE_MAX);
          expect(new Set(list.map((p) => p.guid)).size).toBe(list.length);
        },
      ),
    );
  });
});
