import { z } from 'zod';
import { IDEMPOTENCY_KEY_MAX_LENGTH, PUBLIC_API_BASE, errorSchema } from '@quire/domain';
import type { PublicRoute } from './public-api-route.ts';

type JsonSchema = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = {
  400: 'The request is not valid; message says why.',
  401: 'No credential, or one that is not valid (revoked, expired, its member removed).',
  403: 'The credential’s user lacks the permission this needs.',
  404: 'Not found, or not visible to this credential.',
  409: 'The document is not in a state that allows this, or the Idempotency-Key is in use.',
  413: 'The file is larger than the upload limit.',
  422: 'This Idempotency-Key was already used with a different request.',
  429: 'Over the credential’s rate limit; retry after Retry-After seconds.',
};

/**
 * Turns zod schemas into OpenAPI 3.1 schemas (JSON Schema 2020-12, which 3.1 uses as is). Named
 * schemas (zod `.meta({id})`) are collected once under components.schemas and referred to.
 */
const schemaCollector = () => {
  const components: Record<string, JsonSchema> = {};
  const convert = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
    const json = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      override: ({ jsonSchema }) => {
        // Integers get JavaScript's safe bounds by default: noise in a reference.
        if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
        if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      },
    }) as JsonSchema;
    const text = JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/');
    const {
      $schema: _drop,
      $defs,
      ...rest
    } = JSON.parse(text) as JsonSchema & {
      $defs?: Record<string, JsonSchema>;
    };
    Object.assign(components, $defs ?? {});
    return rest;
  };
  return { components, convert };
};

const parametersOf = (
  where: 'path' | 'query',
  schema: z.ZodType | undefined,
  convert: (s: z.ZodType, io: 'input') => JsonSchema,
) => {
  if (!schema) return [];
  const json = convert(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, s]) => {
    const { description, ...rest } = s;
    return {
      name,
      in: where,
      required: where === 'path' || (json.required ?? []).includes(name),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
};

const errorResponse = (status: number) => ({
  description: STATUS_TEXT[status] ?? 'An error.',
  ...(status === 429
    ? { headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds.' } } }
    : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const idempotencyHeader = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Any unique text (a UUID, say). A retry with the same key and request gets the first answer again, with Idempotent-Replayed: true, and changes nothing.',
  schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH },
};

const operationOf = (
  route: PublicRoute,
  convert: ReturnType<typeof schemaCollector>['convert'],
) => {
  const success =
    'pdf' in route.success
      ? {
          description: 'The PDF.',
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        }
      : {
          description: 'Done.',
          content: { 'application/json': { schema: convert(route.success.schema, 'output') } },
        };
  const body =
    route.body === undefined
      ? {}
      : {
          requestBody: {
            required: route.body !== 'pdf' ? false : true,
            content:
              route.body === 'pdf'
                ? { 'application/pdf': { schema: { type: 'string', format: 'binary' } } }
                : {
                    'application/json': {
                      schema: convert(route.body, 'input'),
                      ...(route.example ? { example: route.example } : {}),
                    },
                  },
          },
        };
  return {
    operationId: route.operationId,
    tags: [route.tag],
    summary: route.summary,
    description: route.description,
    parameters: [
      ...parametersOf('path', route.params, convert),
      ...parametersOf('query', route.query, convert),
      ...(route.method === 'POST' ? [idempotencyHeader] : []),
    ],
    ...body,
    responses: {
      [String(route.success.status)]: success,
      ...Object.fromEntries(
        [...new Set([...route.errors, 401, 429])]
          .sort((a, b) => a - b)
          .map((s) => [String(s), errorResponse(s)]),
      ),
    },
  };
};

/** The OpenAPI 3.1 document of the public API, built from its route table. */
export const openApiDocument = (
  routes: readonly PublicRoute[],
  serverUrl: string,
  version: string,
) => {
  const { components, convert } = schemaCollector();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = operationOf(route, convert);
  }
  convert(errorSchema, 'output');
  return {
    openapi: '3.1.0',
    info: {
      title: 'Quire API',
      version,
      description:
        'Documents, templates, signing and events of one Quire workspace. Authenticate with an API key (profile → API keys) or an application access token: Authorization: Bearer <token>. Every answer is JSON with success; errors carry a message to show a person.',
    },
    servers: [{ url: serverUrl }],
    // Either credential: an API key, or an application's token from the client-credentials grant.
    security: [{ bearerAuth: [] }, { applicationAuth: [] }],
    tags: [
      { name: 'Documents', description: 'Documents: list, read, upload, download.' },
      { name: 'Templates', description: 'Templates and documents made from them.' },
      { name: 'Signing', description: 'Requesting, voiding and signing links.' },
      { name: 'Events', description: 'What happened to a document: its audit trail.' },
    ],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API key (profile → API keys), acting as its user in its workspace.',
        },
        applicationAuth: {
          type: 'oauth2',
          description:
            'An application (#applications): POST client_id and client_secret to the token URL (RFC 6749 §4.4, HTTP Basic or form body) and send the access_token as a Bearer token.',
          flows: {
            clientCredentials: {
              tokenUrl: `${serverUrl}${PUBLIC_API_BASE}/oauth/token`,
              scopes: {},
            },
          },
        },
      },
    },
  };
};

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
