import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts.ts';
import {
  call,
  expectOk,
  requestSignatures,
  seedPack,
  signingLinkFor,
} from '../support/api-calls.ts';
import { expectPages } from '../support/documents.ts';
import { newEditorUser, openPanel } from '../support/editor.ts';

/**
 * Issue 16 item 1: the owner sets a reminder rule and a signing deadline in the editor; once the
 * deadline has passed, the signer's link says so instead of opening the document.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/reminders-shots';

/** A local date and time `days` from now at 17:30, as a datetime-local input takes it. */
const localInput = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T17:30`;
};

test('a reminder rule and a signing deadline set in the editor; a link past the deadline says so', async ({
  page,
  browser,
}) => {
  await newEditorUser(page, 'Rhea Reminder');
  const pack = await seedPack(
    page,
    'Tenancy agreement.pdf',
    [{ name: 'Tom Tenant', email: uniqueEmail('tom'), fields: [{ type: 'signature' }] }],
    { sequential: false },
  );
  await page.goto(`/#documents/${pack.key}`);
  await expectPages(page, 1);
  await openPanel(page, 'More');

  // A reminder one day after the request, again every day until Tom signs.
  await page.getByRole('button', { name: 'Notification rules' }).click();
  const rules = page.getByRole('dialog', { name: 'Notification rules' });
  await rules.getByRole('combobox', { name: 'For' }).click();
  await page.getByRole('option', { name: '1 day' }).click();
  await rules.getByText('Remind', { exact: true }).click();
  await rules.getByRole('button', { name: 'Add rule' }).click();
  await expect(
    rules.getByRole('listitem', { name: 'Remind · Not signed · after 1 day' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rules).toBeHidden();

  // A deadline in the past is refused with the reason; one three days out is kept.
  const deadlineRow = page.getByRole('button', { name: 'Signing deadline' });
  await expect(deadlineRow).toContainText('No deadline');
  await deadlineRow.click();
  const deadline = page.getByRole('dialog', { name: 'Signing deadline' });
  const input = deadline.getByLabel('Links stop working at');
  await input.fill(localInput(-1));
  await deadline.getByRole('button', { name: 'Save deadline' }).click();
  await expect(deadline.getByRole('alert')).toHaveText(
    'The signing deadline must be in the future.',
  );
  await input.fill(localInput(3));
  await page.screenshot({ path: `${SHOTS}/deadline-modal-1280.png` });
  await deadline.getByRole('button', { name: 'Save deadline' }).click();
  await expect(deadline).toBeHidden();
  const saved = new Date(`${localInput(3)}:00`);
  await expect(deadlineRow).not.toContainText('No deadline');
  await expect(deadlineRow).toContainText(String(saved.getFullYear()));
  await page.screenshot({ path: `${SHOTS}/deadline-more-panel-1280.png` });
  const stored = (await expectOk(call(page, `/app/documents/${pack.key}`))).document as {
    signing_expires_at: string;
  };
  expect(stored.signing_expires_at).toBe(saved.toISOString());

  // Sent, and then the deadline brought forward to a few seconds from now.
  await requestSignatures(page, pack.key);
  const link = await signingLinkFor(page, pack.key, pack.signers[0]!.uuid);
  await expectOk(
    call(page, `/app/documents/${pack.key}/set_signing_expiry`, {
      data: { signing_expires_at: new Date(Date.now() + 3_000).toISOString() },
    }),
  );
  const signer = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const phone = await signer.newPage();
  await expect
    .poll(async () => (await phone.request.get(link, { maxRedirects: 0 })).status(), {
      timeout: 20_000,
    })
    .toBe(410);
  await phone.goto(link);
  await expect(
    phone.getByRole('heading', { name: 'The signing deadline has passed' }),
  ).toBeVisible();
  await expect(phone.getByText('Please ask the sender to extend it')).toBeVisible();
  await phone.screenshot({ path: `${SHOTS}/deadline-link-expired-375.png` });
  await signer.close();
});
