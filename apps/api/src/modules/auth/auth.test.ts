import { randomUUID } from 'node:crypto';
import { UserBriefResponseSchema } from '@storefront/contract/account';
import {
  LoginResponseSchema,
  RegisterResponseSchema,
  type RegisterRequest,
} from '@storefront/contract/auth';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { normalizeUserText } from '../../lib/text';
import {
  addCustomer,
  loginRequest,
  registerRequest,
  registrationBody,
  uniquePhone,
  type Customer,
} from '../../test/account-fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from './auth.tokens';

const SECRET = 'test-secret-test-secret-test-secret-0123';
const key = (secret: string) => new TextEncoder().encode(secret);

/** Every body a test received: none may ever carry a password or a hash. */
function expectNoSecrets(responses: LightMyRequestResponse[], passwords: string[]) {
  for (const res of responses) {
    expect(res.body).not.toContain('$argon2');
    expect(res.body.toLowerCase()).not.toContain('passwordhash');
    expect(res.body.toLowerCase()).not.toContain('password_hash');
    for (const p of passwords) expect(res.body).not.toContain(p);
    // A success never even names a password; an error may name the field it is about.
    if (res.statusCode < 400) expect(res.body.toLowerCase()).not.toContain('password');
  }
}

describe.each(testDialects())('registration and login on %s', (dialect) => {
  let t: TestApp;
  const seen: LightMyRequestResponse[] = [];
  const passwords: string[] = [];
  const record = <R extends LightMyRequestResponse>(res: R): R => (seen.push(res), res);
  const register = async (body: unknown) => record(await registerRequest(t.app, body));
  const login = async (username: string, password: string) =>
    record(await loginRequest(t.app, username, password));
  const brief = async (authorization?: string) =>
    record(
      await t.app.inject({
        url: '/v1/user/brief',
        headers: authorization === undefined ? {} : { authorization },
      }),
    );
  const errorOf = (res: LightMyRequestResponse) => parseBody(ErrorEnvelopeSchema, res.body);
  const body = (over: Partial<RegisterRequest> = {}) => {
    const b = registrationBody(over);
    passwords.push(b.password);
    return b;
  };
  const userRow = (usernameLower: string) =>
    t.db.kysely
      .selectFrom('users')
      .innerJoin('persons', 'persons.guid', 'users.personGuid')
      .selectAll()
      .where('usernameLower', '=', usernameLower)
      .executeTakeFirst();

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(() => {
    expectNoSecrets(seen, passwords);
    seen.length = 0;
  });
  afterAll(() => t.close());

  describe('register', () => {
    it('creates a Customer with a person, a hashed password and nothing echoed back', async () => {
      const b = body();
      const res = await register(b);
      expect(res.statusCode).toBe(200);
      const answer = parseBody(RegisterResponseSchema, res.body);
      expect(answer).toMatchObject({ success: true, data: null });
      const row = await userRow(b.username.toLowerCase());
      expect(row).toMatchObject({
        name: b.name,
        phone: b.contact.primaryPhone,
        email: b.contact.email,
        role: 'Customer',
        selfRegister: 1,
      });
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('makes a Customer whatever role and selfRegister the client sends', async () => {
      const b = body({ role: 'Admin', selfRegister: false });
      expect((await register(b)).statusCode).toBe(200);
      expect(await userRow(b.username.toLowerCase())).toMatchObject({
        role: 'Customer',
        selfRegister: 1,
      });
    });

    it('stores the mobile number in its national form, whatever form it was typed in', async () => {
      const national = uniquePhone();
      const typed = `+95 ${national.slice(1, 4)}-${national.slice(4, 7)} ${national.slice(7)}`;
      const b = body({ contact: { primaryPhone: typed, email: null } });
      expect((await register(b)).statusCode).toBe(200);
      expect(await userRow(b.username.toLowerCase())).toMatchObject({
        phone: national,
        email: null,
        emailLower: null,
      });
    });

    it('normalises a Zawgyi-typed name to Unicode', async () => {
      const zawgyi = 'ေမာင္ေမာင္ လက္ဖက္';
      expect(normalizeUserText(zawgyi)).not.toBe(zawgyi);
      const b = body({ name: zawgyi });
      expect((await register(b)).statusCode).toBe(200);
      expect((await userRow(b.username.toLowerCase()))?.name).toBe(normalizeUserText(zawgyi));
    });

    it('refuses a taken username, mobile number or e-mail with a 409 naming it', async () => {
      const first = body();
      expect((await register(first)).statusCode).toBe(200);
      const cases: [Partial<RegisterRequest>, string, RegExp][] = [
        [{ username: first.username.toUpperCase() }, 'username', /username is already taken/],
        [
          {
            contact: {
              primaryPhone: `9${first.contact.primaryPhone.slice(2)}`,
              email: null,
            },
          },
          'contact.primaryPhone',
          /mobile number is already registered/,
        ],
        [
          { contact: { primaryPhone: uniquePhone(), email: first.contact.email!.toUpperCase() } },
          'contact.email',
          /e-mail is already registered/,
        ],
      ];
      for (const [over, field, message] of cases) {
        const res = await register(body(over));
        expect(res.statusCode, field).toBe(409);
        expect(errorOf(res)).toMatchObject({ field });
        expect(errorOf(res).message).toMatch(message);
      }
    });

    it('answers 409, never 500, when two registrations race for the same identity', async () => {
      const username = body().username;
      const phone = uniquePhone();
      const email = `race.${username}@example.com`;
      const racers = [
        body({ username }),
        body({ username }),
        body({ contact: { primaryPhone: phone, email: null } }),
        body({ contact: { primaryPhone: phone, email: null } }),
        body({ contact: { primaryPhone: uniquePhone(), email } }),
        body({ contact: { primaryPhone: uniquePhone(), email: email.toUpperCase() } }),
      ];
      const statuses = await Promise.all(racers.map(async (r) => (await register(r)).statusCode));
      expect(statuses.sort()).toEqual([200, 200, 200, 409, 409, 409]);
    });

    it.each<[string, (b: RegisterRequest) => unknown, RegExp]>([
      ['no name', (b) => ({ ...b, name: '  ' }), /full name/],
      ['no username', ({ username: _u, ...b }) => b, /username/i],
      ['a short password', (b) => ({ ...b, password: 'short' }), /at least 8 characters/],
      ['no password', ({ password: _p, ...b }) => b, /password/i],
      ['a most used password', (b) => ({ ...b, password: 'password' }), /many people use/],
      ['another most used one', (b) => ({ ...b, password: '12345678' }), /many people use/],
      ['a most used one in capitals', (b) => ({ ...b, password: 'PassWord1' }), /many people use/],
      ['a password of eight spaces', (b) => ({ ...b, password: ' '.repeat(8) }), /only spaces/],
      ['a two-letter username', (b) => ({ ...b, username: 'ab' }), /3 to 32 characters/],
      ['a username with spaces', (b) => ({ ...b, username: 'a b c' }), /3 to 32 characters/],
      ['a username of 33', (b) => ({ ...b, username: 'a'.repeat(33) }), /3 to 32 characters/],
      [
        'a username that is a phone number',
        (b) => ({ ...b, username: '09765432100' }),
        /cannot be a mobile number/,
      ],
      ['no contact', ({ contact: _c, ...b }) => b, /mobile number/],
      ['no mobile number', (b) => ({ ...b, contact: { email: 'a@example.com' } }), /mobile number/],
      [
        'an invalid mobile number',
        (b) => ({ ...b, contact: { primaryPhone: '12345' } }),
        /valid Myanmar mobile number/,
      ],
      [
        'a landline',
        (b) => ({ ...b, contact: { primaryPhone: '+95 1 234 567' } }),
        /valid Myanmar mobile number/,
      ],
      [
        'an invalid e-mail',
        (b) => ({ ...b, contact: { primaryPhone: uniquePhone(), email: 'not-an-email' } }),
        /valid e-mail/,
      ],
    ])('refuses %s with a readable 400', async (_name, change, message) => {
      const res = await register(change(body()));
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toMatch(message);
    });
  });

  describe('login', () => {
    let alice: Customer;
    beforeAll(async () => {
      alice = await addCustomer(t.app, { name: 'Alice Aye' });
      passwords.push(alice.password);
    });

    const expectToken = async (res: LightMyRequestResponse) => {
      expect(res.statusCode).toBe(200);
      const data = parseBody(LoginResponseSchema, res.body).data;
      expect(data.token_type).toBe('Bearer');
      const me = parseBody(
        UserBriefResponseSchema,
        (await brief(`Bearer ${data.access_token}`)).body,
      );
      expect(me.data.guid).toBe(alice.guid);
    };

    it('accepts the username, in any case', async () => {
      await expectToken(await login(alice.username.toUpperCase(), alice.password));
    });

    it('accepts the mobile number in another form', async () => {
      await expectToken(await login(`+95${alice.phone.slice(1)}`, alice.password));
      await expectToken(await login(alice.phone, alice.password));
    });

    it('accepts the e-mail, in any case', async () => {
      await expectToken(await login(alice.email.toUpperCase(), alice.password));
    });

    it('gives a wrong password and an unknown user the same 401 "Login Failed!"', async () => {
      const wrong = await login(alice.username, `${alice.password}x`);
      const unknown = await login('nobody-here', alice.password);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(unknown.body).toBe(wrong.body);
      expect(errorOf(wrong).message).toBe('Login Failed!');
    });

    it('takes about as long for an unknown user as for a wrong password', async () => {
      // Interleaved, and the fastest of each kept: other work on the machine only adds time,
      // so the minimum is the cost of the request itself.
      const timed = async (run: () => Promise<unknown>) => {
        const started = performance.now();
        await run();
        return performance.now() - started;
      };
      const wrong: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 7; i++) {
        wrong.push(await timed(() => login(alice.username, 'wrong-password')));
        unknown.push(await timed(() => login('nobody-at-all', 'wrong-password')));
      }
      // Skipping the hash would answer an unknown user ten times faster.
      expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...wrong) * 0.5);
    });

    it('forbids keeping any answer that carries a token or speaks of an account', async () => {
      const answers = [
        await login(alice.username, alice.password),
        await login(alice.username, 'wrong-password'),
        await register(body()),
        await register(body({ username: alice.username })),
      ];
      expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 200, 409]);
      for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
    });

    it('asks for both fields with a 400', async () => {
      const res = await login(alice.username, '');
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe('Please enter your password.');
      expect((await login('', 'x')).statusCode).toBe(400);
    });
  });

  describe('access tokens', () => {
    let bob: Customer;
    let carol: Customer;
    beforeAll(async () => {
      bob = await addCustomer(t.app);
      carol = await addCustomer(t.app);
      passwords.push(bob.password, carol.password);
    });

    const signed = (claims: { sub?: string; iss?: string; aud?: string; exp?: number }) => {
      let jwt = new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuedAt();
      jwt = jwt.setSubject(claims.sub ?? bob.guid);
      jwt = jwt.setIssuer(claims.iss ?? TOKEN_ISSUER).setAudience(claims.aud ?? TOKEN_AUDIENCE);
      return jwt.setExpirationTime(claims.exp ?? '1h');
    };

    it('serves the brief record to a valid token', async () => {
      const res = await brief(bob.auth.authorization);
      expect(res.statusCode).toBe(200);
      expect(parseBody(UserBriefResponseSchema, res.body).data).toEqual({
        guid: bob.guid,
        username: bob.username,
        name: bob.name,
        phone: bob.phone,
        email: bob.email,
        address: null,
        avatar: null,
      });
    });

    it('accepts a token this server signed for the right claims', async () => {
      expect((await brief(`Bearer ${await signed({}).sign(key(SECRET))}`)).statusCode).toBe(200);
    });

    it.each<[string, () => Promise<string | undefined>]>([
      ['no Authorization header', async () => undefined],
      ['a header without Bearer', async () => bob.token],
      ['garbage', async () => 'Bearer not.a.token'],
      [
        'alg none',
        async () =>
          `Bearer ${new UnsecuredJWT({}).setSubject(bob.guid).setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE).setExpirationTime('1h').encode()}`,
      ],
      ['another secret', async () => `Bearer ${await signed({}).sign(key('x'.repeat(40)))}`],
      [
        'another algorithm (HS512)',
        async () =>
          `Bearer ${await new SignJWT({})
            .setProtectedHeader({ alg: 'HS512' })
            .setSubject(bob.guid)
            .setIssuer(TOKEN_ISSUER)
            .setAudience(TOKEN_AUDIENCE)
            .setIssuedAt()
            .setExpirationTime('1h')
            .sign(key(SECRET))}`,
      ],
      [
        'an expired token',
        async () =>
          `Bearer ${await signed({ exp: Math.floor(Date.now() / 1000) - 60 }).sign(key(SECRET))}`,
      ],
      ['another issuer', async () => `Bearer ${await signed({ iss: 'evil' }).sign(key(SECRET))}`],
      [
        'another audience',
        async () => `Bearer ${await signed({ aud: 'other-app' }).sign(key(SECRET))}`,
      ],
      [
        'a tampered payload (another subject, same signature)',
        async () => {
          const [header, , signature] = bob.token.split('.');
          const payload = JSON.parse(
            Buffer.from(bob.token.split('.')[1]!, 'base64url').toString(),
          ) as Record<string, unknown>;
          const forged = Buffer.from(JSON.stringify({ ...payload, sub: carol.guid })).toString(
            'base64url',
          );
          return `Bearer ${header}.${forged}.${signature}`;
        },
      ],
      [
        'a subject that is not a user id',
        async () => `Bearer ${await signed({ sub: 'admin' }).sign(key(SECRET))}`,
      ],
    ])('refuses %s with 401 "You need to login first!"', async (_name, header) => {
      const res = await brief(await header());
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).message).toBe('You need to login first!');
    });

    it('refuses a valid token whose account no longer exists', async () => {
      const ghost = await signed({ sub: randomUUID() }).sign(key(SECRET));
      expect((await brief(`Bearer ${ghost}`)).statusCode).toBe(401);
    });

    it.each([
      ['GET', '/v1/user/brief'],
      ['GET', '/v1/promo_code/?first=0&max=100'],
      ['GET', '/v1/payment/list_all_business_payment?first=0&max=100'],
      ['GET', '/v1/address_book/list_all_address'],
      ['POST', '/v1/address_book/create'],
      ['PUT', '/v1/address_book/update'],
      ['DELETE', `/v1/address_book/delete/${randomUUID()}`],
      ['PUT', `/v1/person/updateProfile/${randomUUID()}`],
      ['POST', '/v1/pos/product/create_product_review'],
    ] as const)('%s %s needs a login, before it looks at the body', async (method, url) => {
      const res = record(
        await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} }),
      );
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).message).toBe('You need to login first!');
    });

    it('documents the bearer requirement in the OpenAPI document', async () => {
      const doc = JSON.parse((await t.app.inject({ url: '/docs/json' })).body) as {
        paths: Record<string, Record<string, { security?: unknown }>>;
      };
      expect(doc.paths['/v1/user/brief']?.get?.security).toEqual([{ bearer: [] }]);
      expect(doc.paths['/v1/address_book/create']?.post?.security).toEqual([{ bearer: [] }]);
      expect(doc.paths['/v1/user/']?.post?.security).toBeUndefined();
    });
  });
});

describe.each(testDialects())('login and register rate limits on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      rateLimit: {
        max: 1000,
        timeWindowMs: 60_000,
        loginMax: 3,
        loginAddressMax: 6,
        registerMax: 2,
      },
    });
  });
  afterAll(() => t.close());

  it('limits guesses at one account from any address, with a readable 429', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await loginRequest(t.app, 'someone', 'password1', `10.0.0.${i}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // The same account however it is typed: case and surrounding spaces do not make a new one.
    const limited = await loginRequest(t.app, '  SomeOne ', 'password1', '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(parseBody(ErrorEnvelopeSchema, limited.body).message).toMatch(
      /^Too many requests\. Please try again in \d+ seconds\.$/,
    );
    expect(limited.headers['retry-after']).toBeDefined();
    // Another account from the same address is not locked out by it.
    expect((await loginRequest(t.app, 'someone-else', 'password1', '10.0.0.1')).statusCode).toBe(
      401,
    );
  });

  it('counts guesses at an account whichever of its names is typed', async () => {
    // Registered and signed in once: a sign-in that succeeds spends none of the three.
    const demo = await addCustomer(t.app);
    const names = [demo.username, demo.email.toUpperCase(), demo.phone];
    const statuses = [];
    for (const [i, name] of names.entries()) {
      statuses.push((await loginRequest(t.app, name, 'wrong-password', `10.0.4.${i}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401]);
    // Even the right password waits, in another form: the budget is the account's.
    const right = await loginRequest(t.app, `+95${demo.phone.slice(1)}`, demo.password, '10.0.4.9');
    expect(right.statusCode).toBe(429);
  });

  it('lets no burst of guesses sent at once past twice the budget', async () => {
    const target = await addCustomer(t.app);
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        loginRequest(t.app, target.username, `guess-${i}`, `10.0.5.${i}`),
      ),
    );
    const checked = burst.filter((res) => res.statusCode === 401).length;
    expect(checked).toBeGreaterThanOrEqual(3);
    expect(checked).toBeLessThanOrEqual(6);
    expect(burst.filter((res) => res.statusCode === 429)).toHaveLength(12 - checked);
  });

  it('counts a mobile number as one account in any of its usual forms', async () => {
    const forms = ['09791234567', '+959791234567', '959 791 234 567', '၀၉၇၉၁၂၃၄၅၆၇'];
    const statuses = [];
    for (const [i, form] of forms.entries()) {
      statuses.push((await loginRequest(t.app, form, 'password1', `10.0.3.${i}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('gives one shared address a budget of its own, above any one account', async () => {
    // Shoppers behind a carrier's address: each signs in to their own account.
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await loginRequest(t.app, `shopper-${i}`, 'password1', '10.0.1.1')).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    // A made-up X-Forwarded-For does not make a new address: no proxy is trusted by default.
    const spoofed = await t.app.inject({
      method: 'POST',
      url: '/v1/user/',
      payload: { username: 'shopper-99', password: 'password1' },
      remoteAddress: '10.0.1.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(spoofed.statusCode).toBe(429);
    expect((await loginRequest(t.app, 'shopper-99', 'password1', '10.0.1.2')).statusCode).toBe(401);
  });

  it('answers 429 after the register limit', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await registerRequest(t.app, registrationBody(), '10.0.2.1')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
