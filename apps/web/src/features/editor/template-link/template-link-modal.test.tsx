import { FORM_LINK_MESSAGES, type TemplateLinkDetails } from '@quire/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestsTo, stubServer } from '../../../test/fake-fetch.ts';
import { renderExtras } from '../extras/test-support/render-extras.tsx';
import { TemplateLinkModal } from './template-link-modal.tsx';

const off: TemplateLinkDetails = {
  document_name: 'Club membership',
  can_be_used_as_form: false,
  form_link: null,
  document_from_template_url: 'http://quire.test/document_from_template/tpl-1',
  roles: ['Member'],
  custom_ids: ['company'],
};
const on: TemplateLinkDetails = {
  ...off,
  can_be_used_as_form: true,
  form_link: {
    key: 'k'.repeat(43),
    url: `http://quire.test/form/${'k'.repeat(43)}`,
    enabled: true,
    uses: 2,
    date_created: '2026-11-24T10:00:00Z',
  },
};

const SWITCH = 'POST /app/documents/tpl-1/form_link';
const REPLACE = 'POST /app/documents/tpl-1/form_link/replace';

describe('template links modal', () => {
  it('turns the form link on, then shows it with its QR code, uses and a guarded replace', async () => {
    const server = stubServer({
      'GET /app/documents/tpl-1/template_link_details': () => ({
        body: { success: true, template_link: off },
      }),
      [SWITCH]: () => ({
        body: { success: true, message: FORM_LINK_MESSAGES.linkUpdated, template_link: on },
      }),
      [REPLACE]: () => ({
        body: { success: true, message: FORM_LINK_MESSAGES.linkReplaced, template_link: on },
      }),
    });
    renderExtras(<TemplateLinkModal packKey="tpl-1" opened onClose={() => {}} canManage />);

    // The prefilling link and the parameters this template accepts.
    expect(
      (await screen.findByRole('textbox', { name: 'Template link' })) as HTMLInputElement,
    ).toHaveProperty('value', off.document_from_template_url);
    expect(screen.getByText('signer.Member.email')).toBeTruthy();
    expect(screen.getByText('field.company')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Form link' })).toBeNull();

    fireEvent.click(screen.getByRole('switch', { name: /Anyone with the link/ }));
    const link = (await screen.findByRole('textbox', { name: 'Form link' })) as HTMLInputElement;
    expect(link.value).toBe(on.form_link!.url);
    expect(requestsTo(server, SWITCH).map((r) => r.body)).toEqual([{ enabled: true }]);
    expect(await screen.findByRole('img', { name: 'QR code of the form link' })).toBeTruthy();
    expect(screen.getByText('Used 2 times')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Replace link' }));
    const confirm = await screen.findByRole('dialog', { name: 'Replace the form link' });
    expect(requestsTo(server, REPLACE)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Replace link' }));
    await screen.findByText(FORM_LINK_MESSAGES.linkReplaced);
    expect(requestsTo(server, REPLACE)).toHaveLength(1);
  });

  it('shows the link but no way to change it without can_use_reusable_link', async () => {
    stubServer({
      'GET /app/documents/tpl-1/template_link_details': () => ({
        body: { success: true, template_link: on },
      }),
    });
    renderExtras(<TemplateLinkModal packKey="tpl-1" opened onClose={() => {}} canManage={false} />);
    expect(await screen.findByRole('textbox', { name: 'Form link' })).toBeTruthy();
    expect(
      (screen.getByRole('switch', { name: /Anyone with the link/ }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(screen.getByText('You do not have permission to change the form link.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Replace link' })).toBeNull();
  });
});
