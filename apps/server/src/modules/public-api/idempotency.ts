import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  PUBLIC_API_MESSAGES as M,
  isValidIdempotencyKey,
} from '@quire/domain';
import type { AppContext } from '../../app-context.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { credentialId, requireCredential } from './public-api-credential.ts';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  releaseIdempotencyKey,
  storeIdempotentAnswer,
} from './idempotency-repository.ts';

/** What makes two requests "the same": method, path with query, and the exact body. */
const requestHash = (request: FastifyRequest): string => {
  const hash = createHash('sha256').update(`${request.method} ${request.url}\n`);
  const body = request.body;
  if (Buffer.isBuffer(body)) hash.update(body);
  else if (body !== undefined) hash.update(JSON.stringify(body));
  return hash.digest('hex');
};

/**
 * `Idempotency-Key` on a POST (the IETF draft "The Idempotency-Key HTTP Header Field"): the first
 * request with a key runs and its answer is kept for IDEMPOTENCY_KEY_TTL_HOURS; a retry with the
 * same key and request gets that answer again (`Idempotent-Replayed: true`) and changes nothing;
 * the same key with another request is refused (422), and while the first still runs a retry is
 * told to wait (409). Keys are per credential, so two integrations never see each other's answers.
 */
export const idempotencyPreHandler =
  (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST') return;
    const given = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (given === undefined) return;
    if (typeof given !== 'string' || !isValidIdempotencyKey(given))
      throw badRequest(M.idempotencyKeyInvalid);
    const id = {
      credentialKey: credentialId(requireCredential(request).credential),
      idempotencyKey: given,
    };
    const hash = requestHash(request);
    if (await claimIdempotencyKey(ctx.db, id, hash)) {
      request.idempotency = id;
      return;
    }
    const kept = await findIdempotencyKey(ctx.db, id);
    // Gone between the two statements (expired and pruned): the retry may simply run again.
    if (!kept) throw new AppError(409, M.idempotencyKeyInProgress);
    if (kept.request_hash !== hash) throw new AppError(422, M.idempotencyKeyReused);
    if (kept.state !== 'done' || kept.status_code === null)
      throw new AppError(409, M.idempotencyKeyInProgress);
    return reply
      .status(kept.status_code)
      .header('idempotent-replayed', 'true')
      .send(kept.response_body);
  };

/** Keeps the answer of a request that owns its key (a server error releases the key instead). */
export const idempotencyOnSend =
  (ctx: AppContext) =>
  async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    const id = request.idempotency;
    if (!id) return payload;
    request.idempotency = null;
    if (reply.statusCode >= 500) {
      await releaseIdempotencyKey(ctx.db, id);
      return payload;
    }
    // Every POST of the public API answers JSON, which the serializer has turned into text here.
    const body: unknown = typeof payload === 'string' ? JSON.parse(payload) : null;
    await storeIdempotentAnswer(ctx.db, id, reply.statusCode, body);
    return payload;
  };
