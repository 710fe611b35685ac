import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { SignJWT } from 'jose';

/** One endpoint as the OpenAPI document describes it. */
export interface Endpoint {
  method: string;
  /** With `{name}` placeholders for path parameters. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
}

/** Every endpoint of the running app, from its OpenAPI document (GET /docs/json). */
export function endpointsOf(doc: {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: {
          content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
        };
      }
    >
  >;
}): Endpoint[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      bodyFields: Object.keys(
        op.requestBody?.content?.['application/json']?.schema?.properties ?? {},
      ),
    })),
  );
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[]>;
  payload?: string;
  /** A short description of what the request tries, for the report. */
  label: string;
}

/** Identities and rows the generated requests may name, so not every call stops at a 404. */
export interface FuzzContext {
  customerToken: string;
  sellerToken: string;
  /** The secret the server signs with: forged tokens with good signatures test its checks. */
  jwtSecret: string;
  customerGuid: string;
  knownIds: string[];
}

// Burmese in the Zawgyi encoding, in Unicode, mixed with each other and with other scripts.
const ZAWGYI = ['ျမန္မာ', 'ေက်းဇူးတင္ပါတယ္', 'ရန္ကုန္ၿမိဳ႕', 'မြန်မာ ျမန္မာ', 'Longyi လုံချည် ေလာင္းခ်ည္'];
const ODD_TEXT = [
  '\u202Eevil\u202C',
  '\u2066x\u2069',
  '\u200F\u200E',
  '\u061C',
  'a\u200Bb',
  '\uFEFF',
  '\u0000',
  'a\u0000b',
  '\u0007\u001B[31m',
  '\r\n\r\nX-Injected: 1',
  '\uD800',
  '\uDFFF\uD800',
  '\u0301\u0301\u0301',
  '𝕏😀👨‍👩‍👧',
  '၀၉၁၂၃၄၅၆၇၈၉',
  '٣',
  "'; drop table users; --",
  '${7*7}',
  '{{7*7}}',
  '../../etc/passwd',
  '%00',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'true',
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x1F',
  '1_000',
  ' 5 ',
  '-1',
  '0.5',
  '9007199254740993',
  'INV-00000001',
  'Cash on deli',
  'Seller',
];

const oddString = fc.oneof(
  fc.constantFrom(...ZAWGYI, ...ODD_TEXT),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(5_000, 100_000).map((n) => 'ျ'.repeat(n / 3)),
);
const oddNumber = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    -0.5,
    1e308,
    -1e308,
    2 ** 53 + 2,
    1e21,
    2 ** 31,
    -(2 ** 31) - 1,
    4.9e-324,
  ),
  fc.integer(),
  fc.double(),
);

/** A JSON value of any type, oddities first. */
export const oddValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    oddString,
    oddNumber,
    fc.boolean(),
    fc.constant(null),
    fc.uuid(),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(oddString, fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 4 }),
  ),
})).value;

const deepJson = fc
  .tuple(fc.constantFrom(64, 2_000, 30_000), fc.constantFrom('[', '{"a":'))
  .map(
    ([depth, open]) =>
      open.repeat(depth) + (open === '[' ? '' : '1') + (open === '[' ? ']' : '}').repeat(depth),
  );

/** A body for an endpoint: its own fields with wrong values, missing or extra ones, or no object at all. */
function bodyOf(
  endpoint: Endpoint,
  ctx: FuzzContext,
): fc.Arbitrary<{ payload: string; label: string }> {
  const fieldValue = fc.oneof(
    oddValue,
    fc.constantFrom(...ctx.knownIds),
    fc.constantFrom(...ctx.knownIds).map((id) => [id]),
  );
  const object = fc
    .tuple(
      fc.subarray(endpoint.bodyFields),
      fc.dictionary(
        fc.oneof(fc.constantFrom(...endpoint.bodyFields, 'extra'), fc.string({ maxLength: 6 })),
        fieldValue,
        {
          maxKeys: 3,
        },
      ),
    )
    .chain(([fields, extra]) =>
      fc.tuple(...fields.map(() => fieldValue)).map((values) => {
        const body: Record<string, unknown> = { ...extra };
        fields.forEach((f, i) => (body[f] = values[i]));
        return { payload: JSON.stringify(body), label: `fields ${Object.keys(body).join(',')}` };
      }),
    );
  return fc.oneof(
    {
      weight: 6,
      arbitrary:
        endpoint.bodyFields.length > 0
          ? object
          : oddValue.map((v) => ({ payload: JSON.stringify(v) ?? 'null', label: 'value' })),
    },
    {
      weight: 2,
      arbitrary: oddValue.map((v) => ({
        payload: JSON.stringify(v) ?? 'null',
        label: 'top-level value',
      })),
    },
    {
      weight: 1,
      arbitrary: deepJson.map((payload) => ({ payload, label: `nested ${payload.length}` })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '',
          '{',
          '{"a":1,}',
          "{'a':1}",
          'null',
          '[]',
          '"x"',
          '{"__proto__":{"isAdmin":true}}',
          '{"constructor":{"prototype":{"x":1}}}',
          '\u0000',
          '\uFEFF{}',
          'a=1&b=2',
          '<xml/>',
          '{"a":1}{"b":2}',
          '{"a":NaN}',
          '{"a":1e999}',
          '{"a":"\\ud800"}',
          '{"a":"\\u0000"}',
        )
        .map((payload) => ({ payload, label: 'raw text' })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(200 * 1024, 300 * 1024).map((n) => {
        const field = endpoint.bodyFields[0] ?? 'x';
        return { payload: JSON.stringify({ [field]: 'x'.repeat(n) }), label: `huge ${n}` };
      }),
    },
  );
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function forged(ctx: FuzzContext, kind: string): Promise<string> {
  const key = new TextEncoder().encode(
    kind === 'wrong secret' ? 'another-secret-another-secret-0000' : ctx.jwtSecret,
  );
  const sign = (claims: Record<string, unknown>, sub: string, exp: string | number = '1h') =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub)
      .setIssuer('storefront-api')
      .setAudience('storefront-web')
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(key);
  switch (kind) {
    case 'alg none':
      return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: ctx.customerGuid, role: 'Seller', exp: 4e9, iat: 1 })}.`;
    case 'claims a shop':
      return sign({ role: 'Seller', shop: randomUUID(), ver: 0 }, ctx.customerGuid);
    case 'odd claims':
      return sign({ role: ['Seller'], shop: 'not-a-guid', ver: -1 }, ctx.customerGuid);
    case 'unknown user':
      return sign({ role: 'Customer', ver: 0 }, randomUUID());
    case 'expired':
      return sign(
        { role: 'Customer', ver: 0 },
        ctx.customerGuid,
        Math.floor(Date.now() / 1000) - 60,
      );
    default:
      return sign({ role: 'Customer', ver: 0 }, ctx.customerGuid);
  }
}

const AUTHS = [
  'anonymous',
  'customer',
  'seller',
  'garbage',
  'empty bearer',
  'basic',
  'lower-case scheme',
  'token and junk',
  'alg none',
  'wrong secret',
  'claims a shop',
  'odd claims',
  'unknown user',
  'expired',
  'twice',
] as const;

async function authorizationOf(
  ctx: FuzzContext,
  auth: (typeof AUTHS)[number],
): Promise<string | string[] | undefined> {
  switch (auth) {
    case 'anonymous':
      return undefined;
    case 'customer':
      return `Bearer ${ctx.customerToken}`;
    case 'seller':
      return `Bearer ${ctx.sellerToken}`;
    case 'garbage':
      return 'Bearer ျမန္မာ.x.y'.replace(/[^\x20-\x7e]/g, 'q');
    case 'empty bearer':
      return 'Bearer ';
    case 'basic':
      return 'Basic dXNlcjpwYXNz';
    case 'lower-case scheme':
      return `bearer ${ctx.customerToken}`;
    case 'token and junk':
      return `Bearer ${ctx.customerToken} ${ctx.sellerToken}`;
    case 'twice':
      return [`Bearer ${ctx.sellerToken}`, `Bearer ${ctx.customerToken}`];
    default:
      return `Bearer ${await forged(ctx, auth)}`;
  }
}

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  '*/*',
  'application/json, text/plain',
  'application/jsonx',
  'garbage',
  undefined,
] as const;

/** A path parameter of any kind: a row that exists, a guid that does not, or something else. */
function paramOf(ctx: FuzzContext): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...ctx.knownIds),
    fc.constantFrom(...ctx.knownIds).map((id) => id.toUpperCase()),
    fc.uuid(),
    fc.constantFrom(
      '0',
      '-1',
      '1.5',
      'NaN',
      '1e309',
      'null',
      'undefined',
      '..',
      '.',
      '%2F',
      '%2e%2e',
      '%',
      '%zz',
      '%00',
      '%C0%AF',
      '%E1%80',
      'a'.repeat(199),
      'a'.repeat(260),
      'INV-1',
      'inv-00000001',
      '%20',
    ),
    oddString.map((s) => {
      try {
        return encodeURIComponent(s);
      } catch {
        return '%ED%A0%80';
      }
    }),
  );
}

function queryOf(endpoint: Endpoint): fc.Arbitrary<string> {
  const value = fc.oneof(
    oddValue.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
    fc.constantFrom('-1', '0', '1.5', '1e309', 'NaN', '99999999999999999999', 'true', ''),
  );
  const encode = (s: string) => {
    try {
      return encodeURIComponent(s);
    } catch {
      return '%ED%A0%80';
    }
  };
  return fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(...endpoint.queryParams, 'extra', '__proto__', 'first'),
          fc.string({ maxLength: 5 }),
        ),
        value,
      ),
      {
        maxLength: 5,
      },
    )
    .chain((pairs) =>
      fc
        .constantFrom('', '&%', '&a=%zz', '&max=1&max=2', '&first[]=1', '&first[a]=1')
        .map((tail) => {
          const text = pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&') + tail;
          return text ? `?${text}` : '';
        }),
    );
}

/** `arbitrary` once in `every` draws, null otherwise. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>, every: number) =>
  fc.oneof({ weight: every - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });

/** Requests aimed at the given endpoints, built as `fuzzRequest` describes. */
export function fuzzRequests(
  endpoints: Endpoint[],
  ctx: FuzzContext,
): fc.Arbitrary<Promise<FuzzRequest>> {
  return fc.constantFrom(...endpoints).chain((endpoint) =>
    fc
      .record({
        params: fc.tuple(...endpoint.pathParams.map(() => paramOf(ctx))),
        query: queryOf(endpoint),
        body:
          endpoint.method === 'GET' || endpoint.method === 'DELETE'
            ? rarely(bodyOf(endpoint, ctx), 8)
            : bodyOf(endpoint, ctx),
        contentType: fc.constantFrom(...CONTENT_TYPES),
        auth: fc.constantFrom(...AUTHS),
        // Another method on the same path now and then: a 404, never a 5xx.
        method: rarely(fc.constantFrom('PATCH', 'PUT', 'DELETE', 'POST', 'OPTIONS'), 12),
        // Odd headers on a quarter of the requests: a strange Host alone sends most to a 404.
        extra: fc.oneof(
          { weight: 3, arbitrary: fc.constant({}) },
          {
            weight: 1,
            arbitrary: fc.record(
              {
                'idempotency-key': fc.oneof(
                  fc.string({ unit: 'grapheme-ascii', maxLength: 300 }),
                  fc.constant('k'.repeat(5_000)),
                ),
                'accept-language': fc.constantFrom('my', 'zz', '*;q=x', 'my-ZG,en;q=0.1'),
                'x-forwarded-for': fc.constantFrom(
                  '999.1.1.1',
                  '::1, garbage',
                  '',
                  '10.0.0.1, 10.0.0.2',
                ),
                accept: fc.constantFrom('text/event-stream', 'application/xml', '*/*', 'image/*'),
                host: fc.constantFrom('evil.example', 'localhost:1', 'xxxxxx.localhost'),
              },
              { requiredKeys: [] },
            ),
          },
        ),
      })
      .map(async ({ params, query, body, contentType, auth, method, extra }) => {
        let path = endpoint.path;
        endpoint.pathParams.forEach((name, i) => (path = path.replace(`{${name}}`, params[i]!)));
        const headers: Record<string, string | string[]> = { ...extra };
        const authorization = await authorizationOf(ctx, auth);
        if (authorization) headers.authorization = authorization;
        if (contentType && body) headers['content-type'] = contentType;
        return {
          method: method ?? endpoint.method,
          url: path + query,
          headers,
          ...(body ? { payload: body.payload } : {}),
          label: `${method ?? endpoint.method} ${endpoint.path} as ${auth}${body ? `, ${body.label}` : ''}${contentType && body ? ` (${contentType})` : ''}`,
        };
      }),
  );
}

/** What is wrong with an answer, or null: 5xx, or an error that is not the readable envelope. */
export function problemWith(
  method: string,
  status: number,
  contentType: string | undefined,
  body: string,
): string | null {
  if (status >= 500) return `answered ${status}: ${body.slice(0, 300)}`;
  if (status < 400 || method === 'HEAD') return null;
  if (!contentType?.includes('application/json'))
    return `error ${status} as ${contentType}: ${body.slice(0, 200)}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `error ${status} is not JSON: ${body.slice(0, 200)}`;
  }
  const envelope = parsed as { success?: unknown; data?: unknown; message?: unknown };
  if (envelope.success !== false || envelope.data !== null)
    return `error ${status} without the envelope: ${body.slice(0, 200)}`;
  if (typeof envelope.message !== 'string' || !/\p{L}{2}/u.test(envelope.message)) {
    return `error ${status} without a readable message: ${body.slice(0, 200)}`;
  }
  if (/\bat .+\.(ts|js):\d+|stack|SQLITE_|duplicate key|syntax error at/i.test(envelope.message)) {
    return `error ${status} leaks internals: ${envelope.message.slice(0, 200)}`;
  }
  return null;
}
