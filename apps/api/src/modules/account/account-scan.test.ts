import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCustomer, loginRequest, uniquePhone, type Customer } from '../../test/account-fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';

// docs/decisions/0028-account-abuse.md#no-account-scan
describe.each(testDialects())('asking which accounts exist on %s', (dialect) => {
  let t: TestApp;
  let alice: Customer;
  let bob: Customer;
  let carol: Customer;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      rateLimit: {
        max: 1000,
        timeWindowMs: 60_000,
        loginMax: 2,
        loginAddressMax: 1000,
        // The three registrations below are all this address may make in the window.
        registerMax: 3,
      },
    });
    alice = await addCustomer(t.app);
    bob = await addCustomer(t.app);
    carol = await addCustomer(t.app);
  });
  afterAll(() => t.close());

  const update = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/v1/person/updateProfile/${alice.guid}`,
      headers: alice.auth,
      payload,
    });

  it('tells a profile whose number or e-mail is taken only within the registration limit', async () => {
    const probes = [
      { phone: bob.phone },
      { phone: carol.phone },
      { email: carol.email },
      // Past the limit nothing is told: a taken e-mail and a free number answer alike.
      { email: bob.email },
      { phone: uniquePhone() },
    ];
    const statuses = [];
    for (const probe of probes) statuses.push((await update(probe)).statusCode);
    expect(statuses).toEqual([409, 409, 409, 429, 429]);
    const refused = await update({ phone: bob.phone });
    expect(parseBody(ErrorEnvelopeSchema, refused.body).message).toMatch(
      /^Too many requests\. Please try again in \d+ seconds\.$/,
    );
    // Saving the profile without a new number or e-mail is not counted.
    expect((await update({ name: 'Alice Again', phone: alice.phone })).statusCode).toBe(200);
  });

  it('answers a sign-in for an unknown name exactly as one with a wrong password', async () => {
    const answers = [];
    for (const name of [bob.username, 'nobody-by-this-name']) {
      const run = [];
      for (let i = 0; i < 3; i++) run.push(await loginRequest(t.app, name, 'not-the-password'));
      answers.push(run.map((res) => [res.statusCode, res.body, res.headers['cache-control']]));
    }
    // The same words, the same caching rule and the same limit, account or not.
    expect(answers[0]!.map(([status]) => status)).toEqual([401, 401, 429]);
    expect(answers[1]).toEqual(answers[0]);
  });
});
