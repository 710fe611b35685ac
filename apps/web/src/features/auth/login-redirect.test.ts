import { describe, expect, it } from 'vitest';
import { readLoginRedirectState, returnPathOf } from './login-redirect';

describe('login redirect state', () => {
  it('reads what RequireAuth and the register page pass, and nothing else', () => {
    expect(readLoginRedirectState({ message: 'Hi', from: '/checkout' })).toEqual({
      message: 'Hi',
      tone: 'error',
      from: '/checkout',
    });
    expect(readLoginRedirectState({ message: 'Done', tone: 'success' })).toMatchObject({
      tone: 'success',
    });
    expect(readLoginRedirectState(null)).toEqual({});
    expect(readLoginRedirectState({ message: 3, from: {} })).toEqual({
      message: undefined,
      tone: 'error',
      from: undefined,
    });
  });

  it('goes back only to a page of this site, never to the auth pages', () => {
    expect(returnPathOf('/order-detail/INV-1?x=1#top')).toBe('/order-detail/INV-1?x=1#top');
    expect(returnPathOf(undefined)).toBe('/');
    expect(returnPathOf('https://evil.example/')).toBe('/');
    expect(returnPathOf('//evil.example/')).toBe('/');
    expect(returnPathOf('/login?x=1')).toBe('/');
    expect(returnPathOf('/register')).toBe('/');
  });
});
