import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { newEditorUser } from '../support/editor.ts';

/**
 * Issue 14 item 3 as an admin meets it: #webhooks from the user menu, an address the SSRF check
 * refuses, an endpoint on a real local receiver with its secret shown, workspace-wide events,
 * a test event delivered and signed, and its attempt in the delivery log.
 */

type Hit = { headers: IncomingHttpHeaders; body: string };
let server: Server;
const hits: Hit[] = [];
let receiverUrl = '';

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      hits.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/quire-hooks`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const openWebhooks = async (page: Page) => {
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('link', { name: 'Webhooks' }).click();
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
};

test('an admin adds an endpoint, subscribes the workspace and sees a signed test event delivered', async ({
  page,
}) => {
  await newEditorUser(page, 'Wendy Hooks');
  await openWebhooks(page);
  await expect(page.getByText('No webhook endpoints yet')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/webhooks-empty.png', fullPage: true });

  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const form = page.getByRole('dialog', { name: 'Add endpoint' });
  await form.getByRole('textbox', { name: 'Endpoint URL' }).fill('http://169.254.169.254/latest/');
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(
    form.getByText(
      'Webhooks cannot be sent to 169.254.169.254: it is a link-local or cloud metadata address.',
    ),
  ).toBeVisible();
  await form.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiverUrl);
  await form.getByRole('textbox', { name: 'Description' }).fill('CRM sync');
  await form.getByRole('button', { name: 'Add endpoint' }).click();

  const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
  const secret = (await secretDialog.getByLabel('Signing secret').textContent())!.trim();
  expect(secret).toMatch(/^whsec_/);
  await expect(secretDialog.getByRole('button', { name: 'Done' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/webhooks-secret.png' });
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(receiverUrl)).toBeVisible();

  // Saved once, a second after the last tick (§9 event subscription save 1 s).
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/app/webhooks/events') && r.request().method() === 'POST',
  );
  await page.getByRole('checkbox', { name: 'Document completed' }).check();
  await page.getByRole('checkbox', { name: 'Document signed by a signer' }).check();
  expect(JSON.parse((await saved).request().postData()!)).toEqual({
    keys: ['document_completed', 'document_signed'],
  });

  await page.getByRole('button', { name: `Actions for ${receiverUrl}` }).click();
  await page.getByRole('menuitem', { name: 'Send test event' }).click();
  const row = page.getByRole('row', { name: /webhook_test/ });
  await expect(row.getByText('Delivered')).toBeVisible({ timeout: 15_000 });
  await expect(row.getByText(/^200/)).toBeVisible();

  expect(hits).toHaveLength(1);
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(
    String(hits[0]!.headers['quire-signature']),
  )!;
  expect(createHmac('sha256', secret).update(`${t}.${hits[0]!.body}`).digest('hex')).toBe(v1);
  expect(JSON.parse(hits[0]!.body)).toMatchObject({ type: 'webhook_test' });

  await row.getByRole('button', { name: /^Details of webhook_test/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Delivery' });
  await expect(drawer.getByRole('cell', { name: '200' })).toBeVisible();
  await expect(drawer.getByText('"type": "webhook_test"')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/webhooks-delivery.png' });
  await page.keyboard.press('Escape');

  // After a reload the subscriptions are still there (saved, not just ticked).
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Document completed' })).toBeChecked();
  await page.screenshot({ path: 'test-results/screens/webhooks-desktop.png', fullPage: true });
});

test('the webhooks screen on a phone @phone-only', async ({ page }) => {
  await newEditorUser(page, 'Phil Hooks');
  await openWebhooks(page);
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  await page.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiverUrl);
  await page
    .getByRole('dialog', { name: 'Add endpoint' })
    .getByRole('button', { name: 'Add endpoint' })
    .click();
  await page
    .getByRole('dialog', { name: 'Signing secret' })
    .getByRole('button', { name: 'Done' })
    .click();
  await page.getByRole('button', { name: `Actions for ${receiverUrl}` }).click();
  await page.getByRole('menuitem', { name: 'Send test event' }).click();
  await expect(page.getByRole('row', { name: /webhook_test/ }).getByText('Delivered')).toBeVisible({
    timeout: 15_000,
  });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.screenshot({ path: 'test-results/screens/webhooks-phone.png', fullPage: true });
});
