import { describe, expect, it } from 'vitest';
import { codHoldCap, fitsCodHoldShare } from './cod-hold-share';

describe('cash-on-delivery hold share', () => {
  it('caps the holds at the share of what remains, rounded up', () => {
    expect(codHoldCap(44, 50)).toBe(22);
    expect(codHoldCap(45, 50)).toBe(23);
    expect(codHoldCap(1, 50)).toBe(1);
    expect(codHoldCap(10, 100)).toBe(10);
    expect(codHoldCap(10, 0)).toBe(0);
    expect(codHoldCap(0, 50)).toBe(0);
  });

  it('lets one shopper take half of the last 44 units, and a second none of the rest', () => {
    // The first order holds 22, 22 stay free.
    expect(fitsCodHoldShare(22, 22, 50)).toBe(true);
    // A second of 22 would hold all 44: refused; so is one more unit.
    expect(fitsCodHoldShare(44, 0, 50)).toBe(false);
    expect(fitsCodHoldShare(23, 21, 50)).toBe(false);
    // A shop that allows all of it.
    expect(fitsCodHoldShare(44, 0, 100)).toBe(true);
  });
});
