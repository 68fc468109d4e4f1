import { FORM_LINK_MESSAGES, type PublicForm } from '@quire/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api-client.ts';
import { stubServer } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(() => {
  api.endSession();
  vi.unstubAllGlobals();
});

const form: PublicForm = {
  key: 'form-1',
  document_name: 'Club membership',
  sender_name: 'Acme Club',
  signer: { role: 'signer-1', email_is_optional: false, mobile_required: false },
  other_signers: [{ role: 'signer-2', name: 'Olive Owner' }],
};

const SUBMIT = 'POST /app/forms/form-1/add_temp_signatories_and_field_rules';

describe('#form/{key} (the public form)', () => {
  it('asks for the details, checks them, and sends the visitor on to sign', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetch = stubServer({
      'GET /app/forms/form-1': () => ({ body: { success: true, form } }),
      [SUBMIT]: () => ({
        body: { success: true, refetch: true, document_key: 'p1', signing_link: '/sign-here' },
      }),
    });
    renderApp('#form/form-1?email=ann@example.com');

    expect(await screen.findByRole('heading', { name: 'Club membership' })).toBeTruthy();
    expect(screen.getByText('Acme Club asks you to fill in and sign this document.')).toBeTruthy();
    expect(screen.getByText('Olive Owner')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveProperty(
      'value',
      'ann@example.com',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Continue to sign' }));
    expect(await screen.findByText(FORM_LINK_MESSAGES.nameRequired)).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('add_temp'))).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: /Your full name/ }), {
      target: { value: 'Ann Lee' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to sign' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/sign-here'));
    const sent = fetch.mock.calls.find(([url]) => String(url).includes('add_temp'))!;
    expect(JSON.parse(String((sent[1] as RequestInit).body))).toEqual({
      signatory: { name: 'Ann Lee', email: 'ann@example.com' },
    });
  });

  it("shows the server's refusal beside the form", async () => {
    stubServer({
      'GET /app/forms/form-1': () => ({ body: { success: true, form } }),
      [SUBMIT]: () => ({
        status: 429,
        body: {
          success: false,
          message: 'Too many attempts. Please wait a few minutes and try again.',
        },
      }),
    });
    renderApp('#form/form-1?name=Ann&email=ann@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to sign' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts');
  });

  it('says when the form is not available', async () => {
    stubServer({
      'GET /app/forms/gone': () => ({
        status: 404,
        body: { success: false, message: FORM_LINK_MESSAGES.unavailable },
      }),
    });
    renderApp('#form/gone');
    expect(await screen.findByRole('heading', { name: 'This form is not available' })).toBeTruthy();
    expect(screen.getByText(FORM_LINK_MESSAGES.unavailable)).toBeTruthy();
  });
});
