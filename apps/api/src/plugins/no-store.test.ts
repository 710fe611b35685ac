import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCustomer, type Customer } from '../test/account-fixtures';
import { createTestApp, testDialects, type TestApp } from '../test/harness';

describe.each(testDialects())('caching of signed-in answers on %s', (dialect) => {
  let t: TestApp;
  let alice: Customer;
  beforeAll(async () => {
    // The catalog micro-cache on, as deployed: a signed-in request may be answered from it.
    t = await createTestApp(dialect, { catalogCacheTtlMs: 5_000 });
    alice = await addCustomer(t.app);
  });
  afterAll(() => t.close());

  const regions = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/v1/currency/region', headers });

  it('marks every answer to a request with a token no-store', async () => {
    const brief = await t.app.inject({ method: 'GET', url: '/v1/user/brief', headers: alice.auth });
    expect(brief.statusCode).toBe(200);
    expect(brief.headers['cache-control']).toBe('no-store');

    const refused = await t.app.inject({
      method: 'GET',
      url: '/v1/user/brief',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('marks a cached public answer no-store for a signed-in caller only', async () => {
    const signedIn = await regions(alice.auth);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');

    // The copy the micro-cache kept is the public answer, with its own headers.
    const anonymous = await regions();
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['x-cache']).toBe('hit');
    expect(anonymous.headers['cache-control']).not.toBe('no-store');

    const signedInHit = await regions(alice.auth);
    expect(signedInHit.headers['x-cache']).toBe('hit');
    expect(signedInHit.headers['cache-control']).toBe('no-store');
  });
});
