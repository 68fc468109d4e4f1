import { expect, test } from '@playwright/test';
import { MESSAGES } from '@quire/domain';
import { enterAsNewUser, uniqueEmail } from '../support/accounts.ts';
import { chooseFile, expectPages, writeSamplePdf } from '../support/documents.ts';
import { logInAsOperator } from '../support/operator.ts';

/**
 * Issue 11 item 3 (docs/api-management.md): an operator of the instance (QUIRE_OPERATORS) turns
 * off a member's can_delete_documents on #management, and the member's delete is then refused.
 */
test('an operator turns off can_delete_documents and the member can no longer delete @phone', async ({
  page,
  browser,
}) => {
  const password = 'management pw';
  const memberEmail = uniqueEmail('member');
  const file = await writeSamplePdf('Keep me.pdf', 1);

  // The member has a document in their personal workspace.
  await enterAsNewUser(page, { fullName: 'Mia Member', email: memberEmail, password });
  await chooseFile(page, 'Upload PDF', file);
  await expectPages(page, 1);
  const documentUrl = page.url();

  // The operator, whose address is verified, opens #management in another browser.
  const operatorContext = await browser.newContext();
  const ops = await operatorContext.newPage();
  await logInAsOperator(ops);
  await ops.getByRole('button', { name: /User menu/ }).click();
  await ops.getByRole('link', { name: 'Management' }).click();
  await ops.getByLabel('Email addresses').fill(memberEmail);
  await ops.getByRole('button', { name: 'Fetch permissions' }).click();
  await expect(ops.getByLabel('Workspace', { exact: true })).toHaveValue(/.+/);
  await expect(ops.getByRole('option', { name: 'Mia Member (personal) · admin' })).toBeAttached();

  const save = ops.getByRole('button', { name: /^Save/ });
  await expect(save).toBeDisabled();
  const deleteSwitch = ops.getByRole('switch', { name: 'Delete documents' });
  await expect(deleteSwitch).toBeChecked();
  await deleteSwitch.focus();
  await ops.keyboard.press('Space');
  await expect(deleteSwitch).not.toBeChecked();
  await ops.getByRole('button', { name: 'Save 1 change' }).click();
  await expect(ops.getByText(MESSAGES.permissionsUpdated)).toBeVisible();
  await expect(
    ops.getByText(`${memberEmail} in Mia Member (personal)`, { exact: false }),
  ).toBeVisible();
  await operatorContext.close();

  // The member's next delete is refused with the §8 warning; the document stays.
  await page.goto(documentUrl);
  await page.getByRole('button', { name: 'Document actions' }).click();
  await page.getByRole('menuitem', { name: 'Move to trash' }).click();
  await page
    .getByRole('dialog', { name: 'Delete document' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText(MESSAGES.mayNotDelete)).toBeVisible();
  await page.goto('/#documents');
  await expect(page.getByRole('link', { name: /Keep me/ }).first()).toBeVisible();
});
