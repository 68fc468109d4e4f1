import { expect, test, type Browser, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts.ts';
import {
  call,
  expectOk,
  packState,
  requestSignatures,
  seedPack,
  signingLinkFor,
  type Json,
} from '../support/api-calls.ts';
import { documentRow } from '../support/documents.ts';
import { newEditorUser } from '../support/editor.ts';

/**
 * Issue 10 item 1: a copy never carries a signer's answers. A pack is completed through its
 * signer's link (seeded through the API; its audit trail names the signer as the signer), copied
 * from the documents list as a person would, and the copy's own signing link opens on empty
 * fields and asks for consent afresh.
 */

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), animations: 'disabled' });

/** The signer's browser, opened on their signing link. */
const signerPage = async (browser: Browser, link: string) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(link);
  return page;
};

test('a copy of a completed pack starts with every field empty', async ({ page, browser }) => {
  await newEditorUser(page, 'Carla Copier');
  const pack = await seedPack(
    page,
    'supply-terms.pdf',
    [
      {
        name: 'Sid Signer',
        email: uniqueEmail('sid'),
        fields: [
          { type: 'text', description: 'Company' },
          { type: 'date', description: 'Start date' },
        ],
      },
    ],
    { sequential: false },
  );
  await requestSignatures(page, pack.key);
  const sid = pack.signers[0]!;

  // Sid answers and signs through his own link (seeded through the API, not under test here).
  const sidContext = await browser.newContext();
  const sidRequest = sidContext.request;
  const link = await signingLinkFor(page, pack.key, sid.uuid);
  expect((await sidRequest.get(link, { maxRedirects: 0 })).status()).toBe(302);
  const xsrf = (await sidRequest.storageState()).cookies.find((c) => c.name === 'quire_xsrf')!;
  const asSid = (path: string, data: Json = {}) =>
    sidRequest.post(new URL(`/app/documents/${pack.key}/${path}`, link).href, {
      headers: { Accept: 'application/json', xsrf_token: decodeURIComponent(xsrf.value) },
      data,
    });
  expect((await asSid('audit_document_opened_event')).status()).toBe(200);
  expect((await asSid(`user_accepted_terms/${sid.uuid}`)).status()).toBe(200);
  const signed = await sidRequest.post(
    new URL(`/app/documents/${pack.key}/add_update_signatory`, link).href,
    {
      headers: { Accept: 'application/json', xsrf_token: decodeURIComponent(xsrf.value) },
      data: {
        data: {
          uuid: sid.uuid,
          data_fields: [
            { uuid: sid.fieldUuids[0], data: 'Sid Trading Ltd' },
            { uuid: sid.fieldUuids[1], data: '2026-11-24' },
          ],
        },
        update_status_to: 'complete',
      },
    },
  );
  expect(signed.status(), await signed.text()).toBe(200);
  expect((await packState(page, pack.key)).status).toBe('complete');
  // Close the context itself: a disposed request of a context left open breaks the next test's
  // trace set-up ('Target page, context or browser has been closed').
  await sidContext.close();

  // The original's audit trail names Sid as Sid, never his session's internal address.
  // (The upload left the page on this pack's editor: load it afresh, as a person coming back would.)
  await page.goto(`/#documents/${pack.key}`);
  await page.reload();
  const trail = page.getByRole('region', { name: 'Audit trail' });
  await expect(trail.getByText('Terms accepted')).toBeVisible();
  await expect(trail.getByText(`Sid Signer <${sid.email}>`).first()).toBeVisible();
  await expect(trail.getByText(/quire\.invalid/)).toHaveCount(0);
  await trail.scrollIntoViewIfNeeded();
  await screenshot(page, 'original-audit-trail');

  // The owner copies the completed pack from the list.
  await page.goto('/#documents');
  await page.getByLabel(`Select ${pack.name}`, { exact: true }).check();
  await page
    .getByRole('toolbar', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Copy' })
    .click();
  await expect(page.getByText('Document(s) copied.')).toBeVisible();
  const copyRow = documentRow(page, `${pack.name} (copy)`);
  await expect(copyRow).toBeVisible();
  await expect(copyRow.getByText('Setup', { exact: true })).toBeVisible();

  const found = await expectOk(
    call(page, `/app/search/documents?search_query=${encodeURIComponent(`${pack.name} (copy)`)}`),
  );
  const copyKey = (found.search_documents as Json[]).find(
    (d) => d.document_name === `${pack.name} (copy)`,
  )!.key as string;
  const copy = (await expectOk(call(page, `/app/documents/${copyKey}`))).document as {
    key: string;
    signatories: { uuid: string; status: string }[];
  };
  expect(copy.signatories.map((s) => s.status)).toEqual(['setup']);
  await requestSignatures(page, copy.key);

  // The copy's signer sees nothing of Sid's answers, and is asked for consent afresh.
  const fresh = await signerPage(
    browser,
    await signingLinkFor(page, copy.key, copy.signatories[0]!.uuid),
  );
  await expect(fresh.getByRole('dialog', { name: 'Review and sign' })).toBeVisible();
  await fresh.getByLabel('I accept').check();
  await fresh.getByRole('button', { name: 'Continue' }).click();
  await expect(fresh.getByLabel('Company, required')).toHaveValue('');
  await expect(fresh.getByLabel('Start date, required')).toHaveValue('');
  await expect(fresh.getByText('Sid Trading Ltd')).toHaveCount(0);
  await screenshot(fresh, 'copy-signing-page-empty');
  await fresh.context().close();
});
