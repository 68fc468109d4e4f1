import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { call, expectOk, seedPack, type SeededPack } from '../support/api-calls.ts';
import { expectPages } from '../support/documents.ts';
import { fieldOnPage, newEditorUser, reviewDialog, sidebar } from '../support/editor.ts';

/**
 * Issue 10 item 6, sending without surprises: a pack whose one checkbox has no group sends; a
 * blocking check outlines its field and scrolls to it on another page; the review step shows
 * who is asked, in which order and by which channel, where codes go, the words and reminders.
 * With SHOTS_DIR set, the review step is photographed at 1280 and 375 px.
 */

const shot = async (page: Page, name: string) => {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
};

const ADA = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  fields: [{ type: 'signature' as const }],
};
const SMS_SIGNER = {
  name: 'Sam Mobile',
  mobile: '+27825551234',
  shown: '+27 82 555 1234',
};

/**
 * Ada (email) then Sam (SMS) in order, two-step verification on, a 7-day reminder, and Ada's
 * checkbox with no group (as packs made before new boxes got one): what the review shows.
 */
const seedReviewPack = async (page: Page, pages = 1): Promise<SeededPack & { child: string }> => {
  const pack = await seedPack(page, 'Lease.pdf', [ADA], { sequential: true, pages });
  const doc = (await expectOk(call(page, `/app/documents/${pack.key}`))).document as {
    child_documents: { key: string }[];
  };
  const child = doc.child_documents[0]!.key;
  const smsUuid = crypto.randomUUID();
  await expectOk(
    call(page, `/app/documents/${pack.key}/add_update_signatory`, {
      data: {
        uuid: smsUuid,
        name: SMS_SIGNER.name,
        mobile_number: SMS_SIGNER.mobile,
        primary_communication_channel: 'sms',
        position: 1,
      },
    }),
  );
  await expectOk(
    call(page, `/app/documents/${pack.key}/update_document`, {
      data: { use_two_factor_authentication: true },
    }),
  );
  await expectOk(
    call(page, `/app/documents/${pack.key}/add_update_signatory`, {
      data: {
        uuid: pack.signers[0]!.uuid,
        name: ADA.name,
        email: ADA.email,
        mobile_number: '+27825550000',
      },
    }),
  );
  await expectOk(
    call(page, '/app/notification_rules/add_update_notification_rule', {
      data: {
        entity_key: pack.key,
        action: 'remind',
        event: 'not_signed',
        countdown_seconds: 604_800,
      },
    }),
  );
  const field = (over: Record<string, unknown>) => ({
    uuid: crypto.randomUUID(),
    document_key: child,
    signatory_uuid: pack.signers[0]!.uuid,
    x: 72,
    width: 150,
    height: 20,
    ...over,
  });
  await expectOk(
    call(page, `/app/documents/${pack.key}/add_update_data_field`, {
      data: [
        field({ type: 'check', page_index: 0, y: 400, width: 15, height: 15, required: false }),
        field({
          type: 'signature',
          signatory_uuid: smsUuid,
          page_index: 0,
          y: 500,
          height: 50,
        }),
      ],
    }),
  );
  return { ...pack, child };
};

test('a blocking check outlines its field on another page; the review shows what is sent; a lone checkbox sends', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newEditorUser(page, 'Rhea Review');
  const pack = await seedReviewPack(page, 3);
  // A choice field without choices, far down on page 3: the check must take the user there.
  const choice = crypto.randomUUID();
  await expectOk(
    call(page, `/app/documents/${pack.key}/add_update_data_field`, {
      data: [
        {
          uuid: choice,
          document_key: pack.child,
          type: 'choice',
          page_index: 2,
          signatory_uuid: pack.signers[0]!.uuid,
          x: 300,
          y: 650,
          width: 150,
          height: 20,
        },
      ],
    }),
  );
  await page.reload();
  await expectPages(page, 3);

  await page.getByRole('button', { name: 'Request signatures' }).click();
  await expect(
    page.getByText('There are choice fields that have no choices setup.', { exact: true }),
  ).toBeVisible();
  const offending = fieldOnPage(page, 'Choice field choice_1');
  await expect(offending).toHaveAttribute('aria-invalid', 'true');
  await expect(offending).toHaveAccessibleDescription(
    'There are choice fields that have no choices setup.',
  );
  await expect(offending).toBeInViewport();
  await expect(offending).toBeFocused();
  await shot(page, 'blocking-check-1280');
  await expect(reviewDialog(page)).toBeHidden();

  // Fixed in its properties (it is selected): the outline goes.
  const options = sidebar(page).getByRole('combobox', { name: 'Options', exact: true });
  await options.fill('Monthly');
  await options.press('Enter');
  await expect(offending).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({
    timeout: 15_000,
  });

  // The review: order, channels, code destinations, copies, words and reminders.
  await page.getByRole('button', { name: 'Request signatures' }).click();
  const review = reviewDialog(page);
  await expect(review).toBeVisible();
  const signers = review.getByRole('region', { name: 'Signers', exact: true });
  await expect(signers).toContainText('Signers are asked one step at a time, in this order.');
  await expect(signers.getByRole('listitem')).toHaveCount(2);
  await expect(signers.getByRole('listitem').first()).toContainText('Ada Lovelace');
  await expect(signers).toContainText('Asked to sign by email to ada@example.com');
  await expect(signers).toContainText('One-time code by email to ada@example.com');
  await expect(signers).toContainText(`Asked to sign by SMS to ${SMS_SIGNER.shown}`);
  await expect(signers).toContainText(`One-time code by SMS to ${SMS_SIGNER.shown}`);
  await expect(review.getByText('Nobody else gets a copy.')).toBeVisible();
  await expect(review.getByText('Remind after 7 days if not signed')).toBeVisible();
  await review.getByRole('textbox', { name: 'Subject' }).fill('Please sign the lease');
  await review.getByRole('textbox', { name: 'Message' }).fill('Thanks, Rhea');
  await shot(page, 'review-and-send-1280');

  await review.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(
    page.getByText('Setup complete. Signature requests have been queued.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/#documents$/);
  const sent = (await expectOk(call(page, `/app/documents/${pack.key}`))).document as {
    status: string;
    subject: string;
    message: string;
  };
  expect(sent).toMatchObject({
    status: 'awaiting_signatures',
    subject: 'Please sign the lease',
    message: 'Thanks, Rhea',
  });
});

test('the review step on a phone @phone-only', async ({ page }) => {
  await newEditorUser(page, 'Pia Review');
  const pack = await seedReviewPack(page);
  await page.reload();
  await expectPages(page, 1);
  await page.getByRole('button', { name: 'Request signatures' }).click();
  const review = reviewDialog(page);
  await expect(review.getByText('Asked to sign by email to ada@example.com')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  const size = page.viewportSize()!.width;
  await shot(page, `review-and-send-${size}-top`);
  await review.getByRole('region', { name: 'Reminders' }).scrollIntoViewIfNeeded();
  await shot(page, `review-and-send-${size}-end`);
  await review.getByRole('button', { name: 'Back to editing' }).click();
  await expect(review).toBeHidden();
  const state = (await expectOk(call(page, `/app/documents/${pack.key}`))).document as {
    status: string;
  };
  expect(state.status).toBe('setup');
});
