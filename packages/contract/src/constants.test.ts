import { describe, expect, it } from 'vitest';
import { USERNAME_MAX_LENGTH, USERNAME_PATTERN } from './constants';

describe('the account limits', () => {
  it('agree on the longest username', () => {
    expect(USERNAME_PATTERN.test('a'.repeat(USERNAME_MAX_LENGTH))).toBe(true);
    expect(USERNAME_PATTERN.test('a'.repeat(USERNAME_MAX_LENGTH + 1))).toBe(false);
  });
});
