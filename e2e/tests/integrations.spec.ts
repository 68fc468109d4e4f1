import { expect, test, type Page } from '@playwright/test';
import {
  startXplanProtocolServer,
  type XplanProtocolServer,
} from '../../apps/server/test/xplan-protocol-server.ts';
import { newEditorUser } from '../support/editor.ts';

/**
 * Issue 17 items 1, 2 and 6 as an admin meets them: #integrations from the user menu, XPLAN
 * configured through its authorisation window against a local XPLAN site, then a client found
 * by name and by id, and unlinked.
 */
let xplan: XplanProtocolServer;
test.beforeAll(async () => {
  xplan = await startXplanProtocolServer({ port: Number(process.env.E2E_XPLAN_PORT) });
});
test.afterAll(() => xplan.close());

const openIntegrations = async (page: Page) => {
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('link', { name: 'Integrations' }).click();
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
};

test('an admin connects XPLAN in its authorisation window and finds clients by name and id', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newEditorUser(page, 'Ilse Planner');
  await openIntegrations(page);
  await expect(page.getByText('No integrations yet')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/integrations-empty.png', fullPage: true });

  await page.getByRole('button', { name: 'Connect XPLAN' }).click();
  const form = page.getByRole('dialog', { name: 'Connect XPLAN' });
  await form.getByRole('textbox', { name: 'XPLAN site URL' }).fill('https://evil.example');
  await form.getByRole('textbox', { name: 'App ID' }).fill(xplan.appId);
  await form.getByLabel('App secret').fill(xplan.appSecret);
  await form.getByRole('button', { name: 'Connect' }).click();
  await expect(form.getByText('Incorrect XPLAN integration site url')).toBeVisible();

  await form.getByRole('textbox', { name: 'XPLAN site URL' }).fill(xplan.url);
  await form.getByRole('textbox', { name: 'Name' }).fill('Practice XPLAN');
  await page.screenshot({ path: 'test-results/screens/integrations-configure.png' });
  const popupOpened = page.waitForEvent('popup');
  await form.getByRole('button', { name: 'Connect' }).click();
  const popup = await popupOpened;
  await expect(
    popup.getByText('Do you want to allow Quire to access your XPLAN data?'),
  ).toBeVisible();
  await expect(form.getByText('Waiting for you to allow Quire in the XPLAN window…')).toBeVisible();
  await expect(form.getByText(/\d+ seconds left/)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/integrations-waiting.png' });
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Yes' }).click();
  // The screen, checking every second, sees the connection, closes the window and says so.
  await Promise.all([closed, expect(page.getByText('Authenticated successfully.')).toBeVisible()]);
  await expect(form).toBeHidden();

  const card = page.getByRole('article', { name: 'Practice XPLAN' });
  await expect(card.getByText('Connected')).toBeVisible();
  await expect(card.getByText(`XPLAN · ${xplan.host}`)).toBeVisible();

  const searchBox = page.getByRole('textbox', { name: 'Client name or id' });
  await searchBox.fill('m');
  await expect(page.getByText('Type at least 2 characters to search for a client.')).toBeVisible();
  await searchBox.fill('mokoena');
  const results = page.getByRole('list', { name: 'XPLAN clients' });
  await expect(results.getByRole('listitem')).toHaveCount(2);
  await results.getByRole('listitem').filter({ hasText: 'Thandi Mokoena' }).click();
  const table = page.getByRole('table', { name: 'Client data from XPLAN' });
  await expect(table.getByRole('row', { name: /address\.0\.city Cape Town/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/integrations-client.png', fullPage: true });

  await searchBox.fill('4022');
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await expect(results.getByText('Pieter van der Merwe')).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'test-results/screens/integrations-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await card.getByRole('button', { name: 'Unlink' }).click();
  const unlink = page.getByRole('dialog', { name: 'Unlink Practice XPLAN?' });
  await unlink.getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByText('Integration removed.')).toBeVisible();
  await expect(page.getByText('No integrations yet')).toBeVisible();
});
