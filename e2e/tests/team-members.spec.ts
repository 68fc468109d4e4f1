import { expect, test, type Page } from '@playwright/test';
import { acceptTerms, uniqueEmail } from '../support/accounts.ts';
import { call, expectOk } from '../support/api-calls.ts';
import { chooseFile, expectPages, writeSamplePdf } from '../support/documents.ts';
import { newEditorUser } from '../support/editor.ts';
import { waitForMail } from '../support/smtp-sink.ts';

/**
 * Issue 11 "Members": an admin (at 1280 px) invites a colleague who has no account; the colleague
 * (on a 375 px phone) follows the link in the mail a real SMTP server received, signs up, joins,
 * and finds the team's shared document and the (read-only) members.
 */

/** The admin's team workspace, selected, with one document shared with the organisation. */
const teamWithSharedDocument = async (page: Page) => {
  await newEditorUser(page, 'Ann Admin');
  const created = (await expectOk(call(page, '/app/accounts', { data: { name: 'Archer Team' } })))
    .data as { account: { key: string }; user_account: { key: string } };
  await page.goto(`/#documents?user_account=${created.user_account.key}`);
  await expect(page.getByRole('combobox', { name: 'Workspace', exact: true })).toHaveValue(
    'Archer Team',
  );
  // Uploaded as a person would, into the selected (non-default) workspace: its pages show.
  await chooseFile(page, 'Upload PDF', await writeSamplePdf('team-handbook.pdf', 1));
  await expectPages(page, 1);
  const key = /#documents\/([^/?]+)/.exec(page.url())![1]!;
  await expectOk(
    call(page, `/app/documents/${key}/update_document`, {
      data: { visible_to_organisation: true },
    }),
  );
  return { accountKey: created.account.key, documentName: 'team-handbook' };
};

test('an admin invites a colleague who signs up from the mail and joins the team', async ({
  page,
  browser,
}) => {
  const team = await teamWithSharedDocument(page);
  const colleague = uniqueEmail('colleague');

  await page.goto(`/#team/${team.accountKey}`);
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('First name').fill('Cole');
  await dialog.getByLabel('Last name').fill('League');
  await dialog.getByLabel('Email address').fill(colleague);
  await dialog.getByRole('button', { name: 'Add user' }).click();
  const invited = page.getByRole('listitem', { name: 'Cole League' });
  await expect(invited.getByText('Invited')).toBeVisible();

  // The colleague, on a phone of their own, opens the mail and follows its link.
  const mail = await waitForMail(colleague, 'Ann Admin invited you to join Archer Team');
  const link = /https?:\/\/[^\s"'<>]+\/#join\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
  expect(link, 'the invitation link').toBeTruthy();
  const theirs = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const them = await theirs.newPage();
  await them.goto(link!);
  await expect(them.getByRole('heading', { name: 'Join Archer Team' })).toBeVisible();
  await expect(them.getByLabel('Email address')).toHaveValue(colleague);
  await them.getByLabel('Choose a password').fill('colleague pw 1');
  await them.getByRole('button', { name: 'Create account and join' }).click();
  await acceptTerms(them);

  await expect(them.getByRole('combobox', { name: 'Workspace', exact: true })).toHaveValue(
    'Archer Team',
  );
  // The shared document opens from the list (a table row on a desktop, a card on a phone).
  await expect(
    them.getByRole('link', { name: new RegExp(team.documentName) }).first(),
  ).toBeVisible();

  await them.goto(`/#team/${team.accountKey}`);
  const members = them.getByRole('list', { name: 'Members' });
  await expect(members.getByRole('listitem', { name: 'Ann Admin' })).toBeVisible();
  await expect(members.getByRole('listitem', { name: 'Cole League' })).toBeVisible();
  await expect(members.getByText('Invited')).toHaveCount(0);
  await expect(them.getByRole('button', { name: 'Add user' })).toHaveCount(0);
  await expect(them.getByRole('button', { name: /Actions for/ })).toHaveCount(0);
  await theirs.close();
});
