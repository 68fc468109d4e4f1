import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Auth } from '../../plugins/request-context.ts';

type AnyObject = z.ZodObject<z.ZodRawShape>;

/** What a handler is given: the validated input and the caller (an API key or application). */
export type RouteInput<P extends AnyObject, Q extends AnyObject, B extends z.ZodType> = {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  auth: Auth;
  request: FastifyRequest;
  reply: FastifyReply;
};

/**
 * One public API route, described once: the server registers it from this and the OpenAPI
 * document is generated from the very same schemas, so the two cannot disagree.
 */
export type PublicRoute<
  P extends AnyObject = AnyObject,
  Q extends AnyObject = AnyObject,
  B extends z.ZodType = z.ZodType,
> = {
  method: 'GET' | 'POST' | 'DELETE';
  /** In OpenAPI form, `{key}`; registered as `:key`. */
  path: string;
  operationId: string;
  tag: 'Documents' | 'Templates' | 'Signing' | 'Events';
  summary: string;
  description: string;
  params?: P;
  query?: Q;
  /** A JSON body, or 'pdf' for the raw bytes of a PDF (Content-Type: application/pdf). */
  body?: B | 'pdf';
  /** A JSON body that works, for the reference's example. */
  example?: Record<string, unknown>;
  success: { status: 200 | 201; schema: z.ZodType } | { status: 200; pdf: true };
  /** The error statuses this route answers beyond those every route can (401, 429). */
  errors: readonly number[];
  handler: (input: RouteInput<P, Q, B>) => Promise<unknown>;
};

/** Keeps each route's handler typed by its own schemas. */
export const defineRoute = <
  P extends AnyObject = AnyObject,
  Q extends AnyObject = AnyObject,
  B extends z.ZodType = z.ZodType,
>(
  route: PublicRoute<P, Q, B>,
): PublicRoute => route as unknown as PublicRoute;
