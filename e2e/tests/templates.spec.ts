import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts.ts';
import {
  call,
  expectOk,
  requestSignatures,
  seedPack,
  signTextFieldsThroughLink,
  signingLinkFor,
  waitForFinal,
} from '../support/api-calls.ts';
import { expectPages } from '../support/documents.ts';
import { newEditorUser } from '../support/editor.ts';

/**
 * Issue 10 item 2, templates from the UI: a signed pack saved as a template from the document
 * menu, found in the templates tab, used from the templates popup; the new document opens in the
 * editor with the template's fields and none of the signer's answers.
 */

const ANSWER = 'Answer of the first signer';

type Field = { uuid: string; type: string; data: unknown; file_key: string | null };

const fieldsOf = async (page: Page, packKey: string): Promise<Field[]> =>
  (await expectOk(call(page, `/app/documents/${packKey}/get_data_fields`))).data_fields as Field[];

const openTemplatesTab = async (page: Page) => {
  await page.goto('/#documents');
  // The type switch is a segmented control: its radios are hidden behind their labels.
  await page
    .locator('label')
    .filter({ hasText: /^Templates$/ })
    .click();
  await expect(page.getByRole('radio', { name: 'Templates' })).toBeChecked();
};

test('save a signed pack as a template, find it, and start a document from it', async ({
  page,
  request,
}) => {
  // Sealing the signed pack is real work on a busy machine.
  test.setTimeout(120_000);
  await newEditorUser(page, 'Tess Template');
  const pack = await seedPack(
    page,
    'Tenancy agreement.pdf',
    [
      {
        name: 'Terry Tenant',
        email: uniqueEmail('terry'),
        fields: [
          { type: 'text', description: 'Full name' },
          { type: 'text', description: 'Start date' },
        ],
      },
    ],
    { sequential: false },
  );
  await requestSignatures(page, pack.key);
  const link = await signingLinkFor(page, pack.key, pack.signers[0]!.uuid);
  await signTextFieldsThroughLink(request, link, pack.key, pack.signers[0]!, ANSWER);
  await waitForFinal(page, pack.key);

  // The document menu: Save as template, and the notice's link opens the new template.
  await page.goto(`/#documents/${pack.key}`);
  await page.getByRole('button', { name: 'Document actions' }).click();
  await page.getByRole('menuitem', { name: 'Save as template' }).click();
  await page.getByRole('link', { name: 'Open template' }).click();
  await expect(page.getByText('You are editing a template')).toBeVisible();
  await expect(page.getByText('Template', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request signatures' })).toHaveCount(0);
  const templateKey = /#documents\/([^/?]+)/.exec(page.url())![1]!;
  expect(templateKey).not.toBe(pack.key);

  // The templates tab lists it, labelled as a template.
  await openTemplatesTab(page);
  const row = page.getByRole('row').filter({ hasText: pack.name });
  await expect(row).toBeVisible();
  await expect(row.getByText('Template', { exact: true })).toBeVisible();

  // The templates popup makes a document from it and opens it in the editor.
  await page.getByRole('button', { name: 'Templates', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Templates' });
  await popup.getByRole('button', { name: `Use template ${pack.name}` }).click();
  await expect(page).toHaveURL(/#documents\/[^/]+\/from_template$/);
  await expect(page.getByText('Created from a template')).toBeVisible();
  await expect(page.getByText('Document(s) copied.')).toBeVisible();
  await expectPages(page, 1);
  const documentKey = /#documents\/([^/]+)\/from_template/.exec(page.url())![1]!;
  expect([pack.key, templateKey]).not.toContain(documentKey);

  // The template's fields are there, in setup, without the signer's answers.
  await expect(page.getByRole('button', { name: /^Text field/ })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Request signatures' })).toBeVisible();
  await expect(page.getByText(ANSWER)).toHaveCount(0);
  const fields = await fieldsOf(page, documentKey);
  expect(fields).toHaveLength(2);
  for (const field of fields) expect([null, '']).toContain(field.data);
});

test('an empty templates tab offers a way to make one @phone', async ({ page }) => {
  await newEditorUser(page, 'Enzo Empty');
  await openTemplatesTab(page);
  await expect(page.getByText('No templates yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload a PDF as a template' })).toBeVisible();
  await page.getByRole('button', { name: 'Choose a document' }).click();
  await expect(page.getByText('No documents yet')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
