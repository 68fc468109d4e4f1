import { describe, expect, it } from 'vitest';
import { call, signUpVerifiedUser, useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

describe('the user’s product tours (issue 18)', () => {
  it('starts empty, remembers each outcome per user, and the latest wins', async () => {
    const ann = await signUpVerifiedUser(t);
    const bob = await signUpVerifiedUser(t);
    const first = await call(t.app, 'GET', '/app/user/product_tours', { session: ann });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.data).toEqual({ success: true, product_tours: {} });

    const skipped = await call(t.app, 'POST', '/app/user/product_tours/documents', {
      session: ann,
      body: { outcome: 'skipped' },
    });
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.data.product_tours).toEqual({ documents: 'skipped' });

    await call(t.app, 'POST', '/app/user/product_tours/editor', {
      session: ann,
      body: { outcome: 'completed' },
    });
    await call(t.app, 'POST', '/app/user/product_tours/documents', {
      session: ann,
      body: { outcome: 'completed' },
    });
    const after = await call(t.app, 'GET', '/app/user/product_tours', { session: ann });
    expect(after.data.product_tours).toEqual({ documents: 'completed', editor: 'completed' });

    // Another user's tours are their own.
    const other = await call(t.app, 'GET', '/app/user/product_tours', { session: bob });
    expect(other.data.product_tours).toEqual({});
  });

  it('refuses an unknown tour or outcome, writing nothing', async () => {
    const ann = await signUpVerifiedUser(t);
    const tour = await call(t.app, 'POST', '/app/user/product_tours/billing', {
      session: ann,
      body: { outcome: 'completed' },
    });
    expect(tour.statusCode).toBe(400);
    expect(tour.data.success).toBe(false);
    const outcome = await call(t.app, 'POST', '/app/user/product_tours/editor', {
      session: ann,
      body: { outcome: 'seen' },
    });
    expect(outcome.statusCode).toBe(400);
    const state = await call(t.app, 'GET', '/app/user/product_tours', { session: ann });
    expect(state.data.product_tours).toEqual({});
  });

  it('asks for a login', async () => {
    const r = await call(t.app, 'GET', '/app/user/product_tours');
    expect(r.statusCode).toBe(401);
    const w = await call(t.app, 'POST', '/app/user/product_tours/editor', {
      body: { outcome: 'completed' },
    });
    expect(w.statusCode).toBe(401);
  });
});
