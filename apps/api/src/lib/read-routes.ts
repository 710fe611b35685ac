import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/connection';
import { AppError, appErrorBody, validationErrorBody } from './errors';
import { compileProjection, type Project } from './response-serializer';

type Schema = z.ZodType;
type Output<S> = S extends Schema ? z.output<S> : undefined;

/**
 * A public read: a route's method, address, schemas and answer in one place. The route is
 * registered from it (`registerReadRoutes`), and a server-rendered page's call to the same
 * address is answered from it without HTTP (`readDispatcher`): one definition, so the page and
 * the endpoint cannot answer the same address differently (docs/architecture.md#page-calls).
 * Only reads that depend on nothing but their address and body belong here: no session, no
 * headers, no cookies.
 */
export interface ReadRouteOf<P, Q, B> {
  method: 'GET' | 'POST';
  /** As Fastify writes it: `/v1/pos/category/:categoryGuid`. */
  url: string;
  /** The OpenAPI tag and summary. */
  docs: { tag: string; summary: string };
  /** Kept by the catalog cache (plugins/catalog-cache.ts). */
  catalogCache?: boolean;
  params?: P;
  querystring?: Q;
  body?: B;
  response: Record<number, Schema>;
  /**
   * The answer's body, or an AppError for a refusal. `cacheTags` collects what the answer holds
   * (the catalog cache's tags), pushed as it goes so that a refusal is tagged too.
   */
  answer(
    db: Db,
    input: { params: Output<P>; query: Output<Q>; body: Output<B> },
    cacheTags: string[],
  ): Promise<unknown>;
}

export type ReadRoute = ReadRouteOf<Schema | undefined, Schema | undefined, Schema | undefined>;

/** A read route, typed from its own schemas. */
export function readRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(route: ReadRouteOf<P, Q, B>): ReadRoute {
  return route as ReadRoute;
}

/** Registers each read as a Fastify route, with its schemas and its answer. */
export function registerReadRoutes(app: FastifyInstance, routes: readonly ReadRoute[]): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      config: route.catalogCache ? { catalogCache: true } : {},
      schema: {
        tags: [route.docs.tag],
        summary: route.docs.summary,
        ...(route.params ? { params: route.params } : {}),
        ...(route.querystring ? { querystring: route.querystring } : {}),
        ...(route.body ? { body: route.body } : {}),
        response: route.response,
      },
      handler: (request) =>
        route.answer(
          app.db,
          { params: request.params, query: request.query, body: request.body },
          request.catalogTags,
        ),
    });
  }
}

/** A request as Fastify hands it to a route: the path, the parsed query and the parsed body. */
export type ReadRequest = {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  body: unknown;
};

/** The status and the body (as JSON would carry it) the route answers with. */
export type ReadAnswer = { status: number; body: unknown };

type Validate = (data: unknown) => { value?: unknown; error?: unknown };

/** Fastify's router takes longer path parameters as an error of its own (app.ts). */
const MAX_PARAM_LENGTH = 200;

function patternOf(url: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = url
    .replace(/^\/|\/$/g, '')
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  // The router ignores a trailing slash (app.ts).
  return { pattern: new RegExp(`^/${source}/?$`), names };
}

/**
 * Answers requests from read routes as their endpoints do, without HTTP: the same address
 * patterns, the same validators Fastify compiles from the same schemas, answers shaped by the
 * same response schemas as the compiled serializers write them, in
 * Fastify's order (params, body, query), and the same error envelopes as the error handler
 * (plugins/errors.ts). Null: no read route serves the request, or only the router itself would
 * answer it (an undecodable or overlong path parameter); the caller then asks over HTTP.
 */
export function readDispatcher(routes: readonly ReadRoute[]) {
  const compiled = routes.map((route) => {
    const schemaDef = (schema: Schema, httpPart: string) => ({
      schema,
      method: route.method,
      url: route.url,
      httpPart,
    });
    const validator = (schema: Schema | undefined, httpPart: string): Validate | null =>
      schema ? (validatorCompiler(schemaDef(schema, httpPart)) as Validate) : null;
    return {
      route,
      ...patternOf(route.url),
      validate: {
        params: validator(route.params, 'params'),
        body: validator(route.body, 'body'),
        query: validator(route.querystring, 'querystring'),
      },
      // The answer as the wire would carry it, without writing and reading back the JSON: the
      // same schema's fields, in its order (lib/response-serializer.ts).
      project: new Map<number, Project>(
        Object.entries(route.response).map(([status, schema]) => [
          Number(status),
          compileProjection(schema),
        ]),
      ),
    };
  });

  return async (db: Db, request: ReadRequest, cacheTags: string[]): Promise<ReadAnswer | null> => {
    const method = request.method.toUpperCase();
    for (const read of compiled) {
      if (read.route.method !== method) continue;
      const match = read.pattern.exec(request.path);
      if (!match) continue;
      const params: Record<string, string> = {};
      for (const [i, name] of read.names.entries()) {
        const raw = match[i + 1]!;
        if (raw.length > MAX_PARAM_LENGTH) return null;
        try {
          params[name] = decodeURIComponent(raw);
        } catch {
          return null;
        }
      }
      const reply = (status: number, body: unknown): ReadAnswer => {
        const project = read.project.get(status);
        return {
          status,
          body: project ? project(body) : (JSON.parse(JSON.stringify(body)) as unknown),
        };
      };
      const input = {
        params: params as unknown,
        query: request.query as unknown,
        body: request.body,
      };
      for (const part of ['params', 'body', 'query'] as const) {
        const validate = read.validate[part];
        if (!validate) continue;
        // As Fastify hands a part it did not receive to its validator.
        const result = validate(input[part] === undefined ? null : input[part]);
        if (result.error) {
          return reply(400, validationErrorBody(result.error as { instancePath: string }[]));
        }
        input[part] = result.value;
      }
      try {
        return reply(200, await read.route.answer(db, input, cacheTags));
      } catch (error) {
        if (error instanceof AppError) return reply(error.statusCode, appErrorBody(error));
        throw error;
      }
    }
    return null;
  };
}
