import type { AddressInfo } from 'node:net';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

type Schema = { $ref?: string; type?: string; properties?: Record<string, Schema>; items?: Schema };
type OpenApiDocument = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>
  >;
  components?: { schemas?: Record<string, Schema> };
};

/** Every `$ref` in a part of the document. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push(inner);
      else refsIn(inner, found);
    }
  }
  return found;
}

// The document does not depend on the database: one dialect is enough.
describe('the OpenAPI document at /docs/json', () => {
  let t: TestApp;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    // Over real HTTP, as a client generator or the documentation page reads it.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/docs/json`);
    expect(res.status).toBe(200);
    doc = (await res.json()) as OpenApiDocument;
  });
  afterAll(() => t.close());

  it('is valid OpenAPI, every reference resolved', async () => {
    expect(doc.openapi).toMatch(/^3\./);
    // validate() dereferences in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    const schemas = doc.components?.schemas ?? {};
    for (const ref of refsIn(doc)) {
      expect(ref, ref).toMatch(/^#\/components\/schemas\//);
      expect(schemas, ref).toHaveProperty([ref.slice('#/components/schemas/'.length)]);
    }
  });

  it('names the recursive category tree as a component that refers to itself', () => {
    const node = doc.components?.schemas?.CategoryNode;
    expect(node?.type).toBe('object');
    expect(node?.properties?.children?.items).toEqual({
      $ref: '#/components/schemas/CategoryNode',
    });
    const answer =
      doc.paths['/v1/pos/category/']?.get?.responses['200']?.content?.['application/json']?.schema;
    expect(refsIn(answer)).toEqual(['#/components/schemas/CategoryNode']);
  });
});
