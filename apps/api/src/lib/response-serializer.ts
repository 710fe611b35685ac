import fastJson from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Answers leave through serializers compiled once from their zod schemas
 * (docs/decisions/0036-compiled-response-serializers.md): the schema's output JSON Schema is
 * compiled by fast-json-stringify, which writes the fields the schema names, in its order, and
 * nothing else, without checking the values. Production trusts the repositories to build valid
 * answers; the test harness turns `validate` on, and then every answer is also parsed by zod and
 * must come out byte for byte as zod's own `JSON.stringify(parse(answer))` would have written it.
 */
export type Serialize = (data: unknown) => string;
/** An answer as JSON would carry it, built without writing and reading the JSON. */
export type Project = (data: unknown) => unknown;

type JsonSchema = Record<string, unknown>;

/**
 * Zod types whose output a JSON Schema cannot describe (a default filled in, a transform,
 * a date written as a string): a schema holding one keeps zod's run-time serializer.
 */
const NOT_DESCRIBED = new Set([
  'default',
  'prefault',
  'catch',
  'pipe',
  'transform',
  'date',
  'bigint',
  'custom',
  'undefined',
  'void',
  'never',
  'nan',
  'map',
  'set',
  'symbol',
  'function',
  'promise',
  'file',
  'success',
]);
/** Keywords fast-json-stringify resolves by validating each value at run time (slow, and not zod's choice). */
const CHOOSING = ['anyOf', 'oneOf', 'allOf', 'not', 'if'];

/**
 * The output JSON Schema of a zod schema as fast-json-stringify reads it, or undefined when it
 * cannot say what zod would write. Recursive schemas become definitions (draft-07
 * `definitions`, a `$ref` for each use); `X | null` becomes `type: [X, 'null']`; no field is
 * marked required (see `simplify`).
 */
export function outputJsonSchema(schema: z.ZodType): JsonSchema | undefined {
  let described = true;
  const json = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
    override: (ctx) => {
      const def = ctx.zodSchema._zod.def as {
        type: string;
        checks?: { _zod: { def: { check: string } } }[];
      };
      if (NOT_DESCRIBED.has(def.type)) described = false;
      // `.trim()`, `.toLowerCase()` and the like rewrite the value as zod parses it.
      if (def.checks?.some((c) => c._zod.def.check === 'overwrite')) described = false;
    },
  }) as JsonSchema;
  if (!described) return undefined;
  const simplified = simplify(json);
  return chooses(simplified) ? undefined : simplified;
}

/** Schemas below `node`: the keys of `properties` and `definitions` are names, not keywords. */
function children(node: JsonSchema): unknown[] {
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'properties' || key === 'definitions' || key === '$defs'
      ? Object.values(value as JsonSchema)
      : [value],
  );
}

function chooses(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(chooses);
  if (typeof node !== 'object' || node === null) return false;
  const schema = node as JsonSchema;
  return CHOOSING.some((k) => k in schema) || children(schema).some(chooses);
}

function simplify(node: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    // Annotations: fast-json-stringify does not need them.
    if (key === 'description' || key === '$schema' || key === 'id') continue;
    // fast-json-stringify writes required fields before optional ones, where zod keeps the
    // schema's order; with none required it keeps the order and leaves out what is undefined
    // (a required field missing is the tests' catch, with zod's parse beside it).
    if (key === 'required') continue;
    if (key === 'properties' || key === 'definitions' || key === '$defs') {
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, JsonSchema>).map(([name, s]) => [name, simplify(s)]),
      );
    } else if (key === 'enum' || key === 'const' || key === 'type') {
      out[key] = value;
    } else if (Array.isArray(value)) {
      out[key] = value.map((s: JsonSchema) => simplify(s));
    } else if (typeof value === 'object' && value !== null) {
      out[key] = simplify(value as JsonSchema);
    } else {
      out[key] = value;
    }
  }
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nullAt = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullAt];
    if (nullAt >= 0 && other && typeof other.type === 'string' && !chooses(other)) {
      delete out.anyOf;
      return { ...out, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** fast-json-stringify's writer for the schema, when it describes the output and compiles. */
function fastSerializer(schema: z.ZodType): Serialize | undefined {
  const json = outputJsonSchema(schema);
  if (!json) return undefined;
  try {
    return fastJson(json as unknown as Parameters<typeof fastJson>[0]) as Serialize;
  } catch {
    return undefined;
  }
}

/**
 * The serializer of one response schema. `validate` (tests): zod parses the answer first, as
 * the run-time serializer did, and the compiled writer's bytes must equal zod's.
 */
export function compileSerializer(
  schema: z.ZodType,
  { validate, method, url }: { validate: boolean; method: string; url: string },
): Serialize {
  // A route may give a plain JSON Schema: Fastify's own compiler would use it as it is.
  if (!('_zod' in schema)) return fastJson(schema as Parameters<typeof fastJson>[0]) as Serialize;
  const fast = fastSerializer(schema);
  const viaZod = (data: unknown) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
  if (!fast) return viaZod;
  if (!validate) return fast;
  return (data) => {
    const expected = viaZod(data);
    const written = fast(data);
    if (written !== expected) {
      throw new Error(
        `${method} ${url}: the compiled serializer wrote ${written}, zod would have written ${expected}`,
      );
    }
    return written;
  };
}

/**
 * What JSON.parse(serialize(data)) gives, built directly from the same JSON Schema: the
 * schema's fields in its order, absent ones left out, numbers as JSON reads them back. Used
 * where an answer stays in the process (lib/read-routes.ts).
 */
export function compileProjection(schema: z.ZodType): Project {
  const json = outputJsonSchema(schema);
  if (!json) {
    const serialize = compileSerializer(schema, { validate: false, method: '', url: '' });
    return (data) => JSON.parse(serialize(data)) as unknown;
  }
  const definitions = (json.definitions ?? {}) as Record<string, JsonSchema>;
  const byRef = new Map<string, Project>();
  const build = (node: JsonSchema): Project => {
    const ref = node.$ref as string | undefined;
    if (ref !== undefined) {
      const name = ref.replace(/^#\/definitions\//, '');
      return (data) => {
        let project = byRef.get(name);
        if (!project) {
          const target = definitions[name];
          if (!target) throw new Error(`Unknown reference ${ref}`);
          project = build(target);
          byRef.set(name, project);
        }
        return project(data);
      };
    }
    const types = new Set(Array.isArray(node.type) ? node.type : [node.type]);
    const nullable = types.has('null');
    if (types.has('object')) {
      const props = Object.entries((node.properties ?? {}) as Record<string, JsonSchema>).map(
        ([key, value]) => [key, build(value)] as const,
      );
      const extra = node.additionalProperties;
      const rest =
        typeof extra === 'object' && extra !== null && Object.keys(extra).length > 0
          ? build(extra as JsonSchema)
          : extra === false || extra === undefined
            ? undefined
            : roundTrip;
      return (data) => {
        if (data === null && nullable) return null;
        const from = data as Record<string, unknown>;
        const out: Record<string, unknown> = {};
        for (const [key, project] of props) {
          const value = from[key];
          if (value !== undefined) out[key] = project(value);
        }
        if (rest) {
          for (const key of Object.keys(from)) {
            if (key in out || from[key] === undefined) continue;
            out[key] = rest(from[key]);
          }
        }
        return out;
      };
    }
    if (types.has('array')) {
      const item =
        node.items && !Array.isArray(node.items) ? build(node.items as JsonSchema) : roundTrip;
      return (data) =>
        data === null && nullable ? null : (data as unknown[]).map((value) => item(value));
    }
    if (types.has('number') || types.has('integer')) {
      // JSON writes -0 as 0 and has no infinities.
      return (data) =>
        typeof data === 'number' ? (Number.isFinite(data) ? data + 0 : null) : data;
    }
    if (types.has('string') || types.has('boolean') || types.has('null')) return (data) => data;
    return roundTrip;
  };
  return build(json);
}

const roundTrip: Project = (data) =>
  data === undefined ? undefined : (JSON.parse(JSON.stringify(data)) as unknown);
