import { expect, test, type Page } from '@playwright/test';
import { acceptTerms, logIn, signUpByApi, uniqueEmail } from '../support/accounts.ts';
import { call, expectOk, seedPack } from '../support/api-calls.ts';
import { docTab, openPanel, pick } from '../support/editor.ts';
import { logInAsOperator } from '../support/operator.ts';
import { addDataField, asTemplate } from '../support/templates.ts';

/**
 * Issue 13 items 2 and 3 in the editor of a template: the configure-mapping modal (the §5
 * problems live, a fixed text, saving, and the 'replace existing mappings' confirmation), then
 * merging another template into it from the merge-templates modal. With E2E_SHOTS_DIR set it
 * also photographs both modals at 1280 and 375 px (the recipient data routes faked there, as
 * they belong to another part of the issue).
 */
const SHOTS = process.env.E2E_SHOTS_DIR;

const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled' });
};

test('map a template and merge another template into it', async ({ page, browser }) => {
  // Two uploads and conversions, an operator, and (with shots) two screen sizes.
  test.setTimeout(SHOTS ? 180_000 : 90_000);
  const email = uniqueEmail('mia-mapper');
  await signUpByApi(page, { fullName: 'Mia Mapper', email, password: 'mapping pw 1' });
  const ops = await (await browser.newContext()).newPage();
  await logInAsOperator(ops);
  await expectOk(
    call(ops, `/app/management/update_permissions?email_address=${encodeURIComponent(email)}`, {
      data: { permissions: { 'document_permissions.can_configure_mapping': true } },
    }),
  );
  await ops.context().close();
  await logIn(page, email, 'mapping pw 1');
  await acceptTerms(page);

  const policy = await seedPack(
    page,
    'Policy.pdf',
    [{ name: 'Client', email: 'client@example.com', fields: [{ type: 'signature' }] }],
    { sequential: false },
  );
  const template = await asTemplate(page, policy.key);
  // A field the sender fills: a bulk send must give it data (§5).
  await addDataField(page, template, 'amount', { y: 500 });
  const debit = await seedPack(
    page,
    'Debit order.pdf',
    [{ name: 'Client', email: 'client@example.com', fields: [{ type: 'signature' }] }],
    { sequential: false },
  );
  await asTemplate(page, debit.key);

  await page.goto(`/#documents/${template}`);
  await expect(page.getByText('You are editing a template')).toBeVisible();
  await openPanel(page, 'More');
  await page.getByRole('button', { name: 'Configure mapping' }).click();
  const mapping = page.getByRole('dialog', { name: 'Configure mapping' });
  const problems = mapping.getByRole('status', { name: 'Mapping problems' });
  await expect(problems).toContainText('Required field amount, has no data or mapping');

  // A fixed text for the field; the signer keeps the template's own name and email.
  await pick(page, mapping, 'amount *', 'Fixed text…');
  await mapping.getByLabel('amount *: fixed text').fill('1 500');
  await expect(mapping.getByText('Every signer and required field has data.')).toBeVisible();
  await mapping.getByRole('button', { name: 'Save mapping' }).click();
  await expect(page.getByText('Mapping saved.')).toBeVisible();

  // Saving again would replace the saved mapping: asked first (§8 confirmations).
  await page.getByRole('button', { name: 'Configure mapping' }).click();
  await expect(mapping.getByLabel('amount *: fixed text')).toHaveValue('1 500');
  await mapping.getByRole('button', { name: 'Save mapping' }).click();
  const confirm = page.getByRole('dialog', { name: 'Replace existing mappings' });
  await confirm.getByRole('button', { name: 'Replace mappings' }).click();
  await expect(mapping).toBeHidden();

  await page.getByRole('button', { name: 'Merge templates' }).click();
  const merge = page.getByRole('dialog', { name: 'Merge templates' });
  await merge.getByRole('button', { name: 'Merge templates' }).click();
  await expect(merge.getByText('No templates selected')).toBeVisible();
  await merge.getByLabel('Search templates').fill('Debit');
  await merge.getByRole('checkbox', { name: /Debit order/ }).check();
  await merge.getByRole('button', { name: 'Merge templates' }).click();
  await expect(page.getByText('Importing templates.')).toBeVisible();
  // §9: the pack is read again 2.5 s later, with the template's document in it.
  await expect(docTab(page, /Debit order/)).toBeVisible();

  if (!SHOTS) return;
  const source = {
    key: 'rd-shots',
    description: 'Spring clients',
    number_of_rows: 25,
    archived: false,
    field_names: ['Full name', 'Email', 'Mobile', 'Premium'],
    field_types: ['text', 'text', 'text', 'number'],
    date_created: '2026-11-24T10:00:00Z',
    date_updated: '2026-11-24T10:00:00Z',
  };
  await page.route('**/app/recipient_datas', (r) =>
    r.fulfill({ json: { success: true, recipient_datas: [source] } }),
  );
  await page.route('**/app/recipient_datas/rd-shots', (r) =>
    r.fulfill({ json: { success: true, recipient_data: source } }),
  );
  // The empty list read above is still fresh (30 s): start again so the routed one is read.
  await page.reload();
  await openPanel(page, 'More');
  for (const [width, height] of [
    [1280, 800],
    [375, 740],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (width < 700) {
      await page.getByRole('button', { name: 'Fields and settings' }).click();
      await page
        .getByRole('dialog', { name: 'Edit document' })
        .getByRole('tab', { name: 'More' })
        .click();
    }
    await page.getByRole('button', { name: 'Configure mapping' }).click();
    await pick(page, mapping, 'Recipient data', /Spring clients/);
    await pick(page, mapping, 'Name of signer-1', 'Full name');
    await shoot(page, `mapping-${width}`);
    await mapping.getByRole('button', { name: 'Cancel' }).click();
    await expect(mapping).toBeHidden();
    await page.getByRole('button', { name: 'Merge templates' }).click();
    await expect(merge.getByRole('group', { name: 'Templates' })).toBeVisible();
    await shoot(page, `merge-${width}`);
    await merge.getByRole('button', { name: 'Cancel' }).click();
    await expect(merge).toBeHidden();
  }
});
