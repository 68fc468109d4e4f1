import { VERIFY_MESSAGES, type VerificationAnswer } from '@quire/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestsTo, stubServer } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const pack = {
  verification_id: 'vid-1',
  name: 'Lease agreement',
  completed_at: '2026-11-24T09:00:00Z',
  signers: [
    {
      name: 'Dan Dekker',
      email: 'd•••@example.com',
      mobile: null,
      signed_at: '2026-11-24T08:00:00Z',
      identified_by: ['Email link', 'One-time code by SMS'],
    },
  ],
};
const changed: VerificationAnswer = {
  verdict: 'changed',
  message: VERIFY_MESSAGES.changed,
  changes: ['later_revision'],
  sha256: 'ab'.repeat(32),
  pack,
  seal: {
    valid: true,
    signed_by: 'Quire seal',
    timestamp: { valid: true, time: pack.completed_at },
  },
};

describe('#verify (public)', () => {
  it('refuses a malformed SHA-256 before asking, and shows the answer of a good one', async () => {
    const fetch = stubServer({
      [`GET /app/verify/sha256/${'ab'.repeat(32)}`]: () => ({
        body: { success: true, verification: changed },
      }),
    });
    renderApp('#verify');
    const input = await screen.findByLabelText('SHA-256 of the file');
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(VERIFY_MESSAGES.invalidSha256)).toBeTruthy();
    expect(requestsTo(fetch, `GET /app/verify/sha256/${'ab'.repeat(32)}`)).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'AB'.repeat(32) } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('heading', { name: 'Changed after sealing' })).toBeTruthy();
    expect(screen.getByText(/A later revision was added after the seal/)).toBeTruthy();
    expect(screen.getByText('Dan Dekker')).toBeTruthy();
    expect(screen.getByText('One-time code by SMS')).toBeTruthy();
  });

  it("shows the printed link's signing record, masked", async () => {
    stubServer({
      'GET /app/verify/packs/vid-1': () => ({ body: { success: true, pack } }),
    });
    renderApp('#verify/vid-1');
    expect(await screen.findByRole('heading', { name: 'Signing record' })).toBeTruthy();
    expect(screen.getByText('Lease agreement')).toBeTruthy();
    expect(screen.getByText('d•••@example.com')).toBeTruthy();
  });

  it('says when a verification link is not valid', async () => {
    stubServer({
      'GET /app/verify/packs/nope': () => ({
        status: 404,
        body: { success: false, message: VERIFY_MESSAGES.linkUnknown },
      }),
    });
    renderApp('#verify/nope');
    expect(await screen.findByText(VERIFY_MESSAGES.linkUnknown)).toBeTruthy();
  });
});
