import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { CategorySchema } from '@storefront/contract/catalog';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Schemas the document names as components. A recursive schema must be one: converted inline,
 * its cycle becomes a reference to a generated name (`schema0`) that no component carries, and
 * the document is not valid OpenAPI. Registered with an id in zod's registry, every use becomes
 * `#/components/schemas/<id>` and `jsonSchemaTransformObject` writes the component, which refers
 * to itself. Adding the same schema again only keeps the same id.
 */
const COMPONENTS: readonly [z.ZodType, string][] = [
  // The category tree: a category with its children, each a category.
  [CategorySchema, 'CategoryNode'],
];
for (const [schema, id] of COMPONENTS) z.globalRegistry.add(schema, { id });

/** OpenAPI at /docs, generated from the same contract schemas the routes validate with. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Storefront API',
        description:
          'The calls of the storefront web app (docs/product.md#calls) and the ones it leaves open. ' +
          'Every answer is `{ success, data, message }`; client mistakes are 4xx with a readable message.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: true });
}
