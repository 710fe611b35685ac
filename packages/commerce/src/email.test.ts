import { describe, expect, it } from 'vitest';
import { looksLikeEmail } from './email';

describe('looksLikeEmail', () => {
  it('accepts addresses, surrounding spaces ignored', () => {
    for (const email of ['aye@example.com', ' aye.aye+shop@mail.example.com.mm ', 'a@b.c'])
      expect(looksLikeEmail(email)).toBe(true);
  });

  it('refuses typing slips', () => {
    for (const email of [
      '',
      'aye',
      'aye@',
      '@example.com',
      'aye@example',
      'a b@example.com',
      'a@@b.c',
    ])
      expect(looksLikeEmail(email)).toBe(false);
  });
});
