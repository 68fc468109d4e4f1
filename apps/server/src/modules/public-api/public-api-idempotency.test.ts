// @postgres: a retry while the first request runs (two connections).
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_API_MESSAGES } from '@quire/domain';
import { apiIdempotencyKeys, documents } from '../../db/schema.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { seedCast } from '../../../test/seed-documents.ts';
import { api, newApiKey, seedSendableTemplate } from './public-api-test-kit.ts';

// A small budget, so the limit is reached in a test; every other setting as shipped.
const LIMIT = 12;
const t = useTestApp({ env: { PUBLIC_API_RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
let cast: Awaited<ReturnType<typeof seedCast>>;
let template: string;

beforeAll(async () => {
  cast = await seedCast(t, 'Acme');
  template = (await seedSendableTemplate(t, cast.ann.user_key, cast.teamAccount)).key;
});

const packsFromTemplate = async () =>
  (await t.ctx.db.select().from(documents)).filter((d) => d.from_template_key === template);

describe('Idempotency-Key', () => {
  it('runs a POST once and answers every retry with the first answer', async () => {
    const { token } = await newApiKey(t, cast.ann, cast.teamAccount);
    const post = (body: object, key: string) =>
      api(t, 'POST', `/api/v1/templates/${template}/documents`, token, {
        body,
        headers: { 'idempotency-key': key },
      });
    const first = await post({ name: 'Once' }, 'order-1001');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post({ name: 'Once' }, 'order-1001');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.data).toEqual(first.data);
    expect((await packsFromTemplate()).filter((p) => p.document_name === 'Once')).toHaveLength(1);

    const other = await post({ name: 'Twice' }, 'order-1001');
    expect(other.statusCode).toBe(422);
    expect(other.data.message).toBe(PUBLIC_API_MESSAGES.idempotencyKeyReused);
    expect((await packsFromTemplate()).some((p) => p.document_name === 'Twice')).toBe(false);

    const bad = await post({ name: 'Bad key' }, 'has spaces in it');
    expect(bad.statusCode).toBe(400);
    expect(bad.data.message).toBe(PUBLIC_API_MESSAGES.idempotencyKeyInvalid);
  });

  it('keeps keys per credential, replays refusals, and tells a retry to wait while the first runs', async () => {
    const one = await newApiKey(t, cast.ann, cast.teamAccount);
    const two = await newApiKey(t, cast.ann, cast.teamAccount);
    const url = `/api/v1/templates/${template}/documents`;
    const headers = { 'idempotency-key': 'shared-key' };
    const a = await api(t, 'POST', url, one.token, { body: { name: 'From one' }, headers });
    const b = await api(t, 'POST', url, two.token, { body: { name: 'From two' }, headers });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.headers['idempotent-replayed']).toBeUndefined();

    // A refusal is an answer too: the retry gets it again, and nothing is made meanwhile.
    const refused = { body: { send: true }, headers: { 'idempotency-key': 'refused-1' } };
    const r1 = await api(t, 'POST', url, one.token, refused);
    const r2 = await api(t, 'POST', url, one.token, refused);
    expect(r1.statusCode).toBe(400);
    expect(r2.statusCode).toBe(400);
    expect(r2.headers['idempotent-replayed']).toBe('true');

    await t.ctx.db.insert(apiIdempotencyKeys).values({
      credential_key: `api_key:${one.key}`,
      idempotency_key: 'running',
      request_hash: 'whatever',
      expires_at: new Date(Date.now() + 60_000),
    });
    const busy = await api(t, 'POST', url, one.token, {
      body: {},
      headers: { 'idempotency-key': 'running' },
    });
    expect(busy.statusCode).toBe(422);
    await t.ctx.db
      .update(apiIdempotencyKeys)
      .set({ request_hash: (await hashOf(one.key, 'refused-1'))! })
      .where(
        and(
          eq(apiIdempotencyKeys.credential_key, `api_key:${one.key}`),
          eq(apiIdempotencyKeys.idempotency_key, 'running'),
        ),
      );
    const waiting = await api(t, 'POST', url, one.token, {
      body: { send: true },
      headers: { 'idempotency-key': 'running' },
    });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.data.message).toBe(PUBLIC_API_MESSAGES.idempotencyKeyInProgress);
  });
});

const hashOf = async (apiKeyKey: string, idempotencyKey: string) =>
  (
    await t.ctx.db
      .select()
      .from(apiIdempotencyKeys)
      .where(
        and(
          eq(apiIdempotencyKeys.credential_key, `api_key:${apiKeyKey}`),
          eq(apiIdempotencyKeys.idempotency_key, idempotencyKey),
        ),
      )
  )[0]?.request_hash;

describe('rate limit', () => {
  it('answers 429 with Retry-After past the budget, for that credential only', async () => {
    const busy = await newApiKey(t, cast.ann, cast.teamAccount);
    const calm = await newApiKey(t, cast.ann, cast.teamAccount);
    const statuses: number[] = [];
    let last = await api(t, 'GET', '/api/v1/templates', busy.token);
    statuses.push(last.statusCode);
    for (let i = 1; i <= LIMIT; i++) {
      last = await api(t, 'GET', '/api/v1/templates', busy.token);
      statuses.push(last.statusCode);
    }
    // A minute's window can turn over mid-run; then the count starts again, so allow one more.
    if (last.statusCode !== 429) last = await api(t, 'GET', '/api/v1/templates', busy.token);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(LIMIT);
    expect(last.statusCode).toBe(429);
    expect(last.data.message).toBe(PUBLIC_API_MESSAGES.tooManyRequests);
    const retryAfter = Number(last.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(last.data.retry_after_seconds).toBe(retryAfter);

    const other = await api(t, 'GET', '/api/v1/templates', calm.token);
    expect(other.statusCode).toBe(200);
  });
});
