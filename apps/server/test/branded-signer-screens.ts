/**
 * Screenshots of a signer's page in a pack's branding theme, at 1280 and 375 px, and of the
 * editor's Branding theme select, for a person to look at (not a CI journey). Starts the real server in this process (built web app, embedded
 * database, workers), signs an owner up and seeds a pack awaiting a signer, then inserts a theme
 * row and its uploaded heading image straight into that server's database: the theme routes and
 * the image upload are another part's, and no production route is added for this.
 *
 *   npm run build && E2E_PORT=5000 node --import tsx apps/server/test/branded-signer-screens.ts [outDir]
 *
 * Serving a theme image (/app/serve_image for branding blobs) and listing a workspace's themes
 * belong to the theme routes too; until they land beside this, the browser is answered the
 * stored bytes for that one image, and the list as GET /app/accounts/{key}/branding/ will give it.
 */
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { signingLinkPath } from '@quire/domain';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createContext } from '../src/context.ts';
import { brandingThemes, documents } from '../src/db/schema.ts';
import { newKey } from '../src/lib/ids.ts';
import { issueSigningToken } from '../src/modules/signing-requests/signing-token-repository.ts';
import { insertBlob } from '../src/modules/storage/blob-repository.ts';
import { startWorkers } from '../src/workers.ts';
import { accountKeyOf, seedPack } from './seed-documents.ts';
import { signUpVerifiedUser } from './test-app.ts';
import { eq } from 'drizzle-orm';

const port = Number(process.env.E2E_PORT ?? 5000);
const baseUrl = `http://localhost:${port}`;
const outDir = path.resolve(process.argv[2] ?? 'test-results/branding');
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A wide company logo, drawn by the browser itself (what a customer would upload). */
const drawLogo = async (browser: Browser): Promise<Buffer> => {
  const page = await browser.newPage({ viewport: { width: 1000, height: 160 } });
  await page.setContent(`<div id="logo" style="display:inline-flex;align-items:center;gap:18px;
    padding:12px 20px;font:700 56px Georgia,serif;color:#7a1040;white-space:nowrap">
    <svg width="96" height="96" viewBox="0 0 96 96"><rect rx="20" width="96" height="96" fill="#c2185b"/>
    <path d="M22 70V26h10l32 30V26h10v44H64L32 40v30z" fill="#fff"/></svg>Northwind Lettings</div>`);
  const png = await page.locator('#logo').screenshot({ omitBackground: true });
  await page.close();
  return png;
};

const main = async () => {
  const config = loadConfig(
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'quire-branding-screens-')),
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version,
  );
  const { ctx, close } = await createContext(config, { inMemory: true });
  const app = await buildApp(ctx);
  await startWorkers(ctx);
  await app.listen({ port, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const t = { app, ctx, dbKind: ctx.database.kind, close: async () => undefined };
    const owner = await signUpVerifiedUser(t, { full_name: 'Olivia Owner' });
    const accountKey = await accountKeyOf(ctx, owner);
    const pack = await seedPack(ctx, {
      createdBy: owner.user_key,
      accountKey,
      name: 'Tenancy agreement',
      status: 'awaiting_signatures',
      signatories: [{ name: 'Sam Tenant', email: 'sam@example.com' }],
      children: [
        {
          name: 'Tenancy agreement.pdf',
          fields: [
            { type: 'signature', signatory: 0, x: 72, y: 420, width: 200, height: 60 },
            { type: 'text', signatory: 0, x: 72, y: 340, width: 220, height: 28 },
          ],
        },
      ],
    });

    // The theme and its uploaded image, as the theme editor would have stored them.
    const logo = await drawLogo(browser);
    const imageKey = newKey();
    await ctx.blobStore.put(`branding/${imageKey}.png`, logo, 'image/png');
    await insertBlob(ctx.db, {
      key: imageKey,
      storage: ctx.blobStore.kind,
      object_key: `branding/${imageKey}.png`,
      content_type: 'image/png',
      size_bytes: logo.length,
      purpose: 'branding_image',
      account_key: accountKey,
    });
    const themeKey = newKey();
    await ctx.db.insert(brandingThemes).values({
      key: themeKey,
      account_key: accountKey,
      name: 'Northwind Lettings',
      email_button_colour: '#c2185b',
      email_button_text_colour: '#ffffff',
      email_heading_image_file_key: imageKey,
      page_heading_image_file_key: imageKey,
    });
    await ctx.db
      .update(documents)
      .set({ branding_key: themeKey })
      .where(eq(documents.key, pack.key));

    mkdirSync(outDir, { recursive: true });
    for (const [name, viewport] of [
      ['desktop-1280', { width: 1280, height: 800 }],
      ['phone-375', { width: 375, height: 740 }],
    ] as const) {
      const token = await issueSigningToken(ctx.db, {
        documentKey: pack.key,
        signatoryUuid: pack.signatoryUuids[0]!,
        type: 'email',
        createdBy: null,
      });
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.route(`**/app/serve_image/${imageKey}`, (route) =>
        route.fulfill({ body: logo, contentType: 'image/png' }),
      );
      await page.goto(`${baseUrl}${signingLinkPath(pack.key, pack.signatoryUuids[0]!, token)}`);
      // Consent is asked once per signer (the server remembers it): on the first screen only.
      if (name === 'desktop-1280') {
        const terms = page.getByRole('dialog', { name: 'Review and sign' });
        await terms.waitFor();
        await page.screenshot({ path: path.join(outDir, `signer-terms-${name}.png`) });
        await terms.getByLabel('I accept').check();
        await terms.getByRole('button', { name: 'Continue' }).click();
        await terms.waitFor({ state: 'hidden' });
      }
      await page.getByRole('img', { name: 'Northwind Lettings' }).waitFor();
      await page.getByRole('button', { name: 'Done Signing' }).waitFor();
      await page.screenshot({ path: path.join(outDir, `signer-${name}.png`) });
      await page.getByRole('button', { name: 'Done Signing' }).focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await page.screenshot({ path: path.join(outDir, `signer-focus-${name}.png`) });
      await context.close();
    }
    // The owner's editor: the Branding theme select of a pack in setup. The theme list is the
    // theme routes' answer, given here as they will give it.
    const draft = await seedPack(ctx, {
      createdBy: owner.user_key,
      accountKey,
      name: 'Lease renewal',
      status: 'setup',
      signatories: [{ name: 'Sam Tenant', email: 'sam@example.com' }],
      children: [{ name: 'Lease renewal.pdf' }],
    });
    const editor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await editor.newPage();
    await page.route(`**/app/accounts/${accountKey}/branding/`, (route) =>
      route.fulfill({
        json: {
          success: true,
          account_branding_themes: [
            { key: newKey(), name: 'Northwind classic', default_theme: true },
            { key: themeKey, name: 'Northwind Lettings', default_theme: false },
          ],
        },
      }),
    );
    await page.goto(`${baseUrl}/#login`);
    await page.getByLabel('Email address').fill(owner.email_address);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    const terms = page.getByRole('dialog');
    await terms.waitFor();
    if (await terms.getByLabel('I accept').isVisible()) {
      await terms.getByLabel('I accept').check();
      await terms.getByRole('button', { name: 'Accept' }).click();
    }
    await page.goto(`${baseUrl}/#documents/${draft.key}`);
    await page.getByRole('tab', { name: 'Settings' }).click();
    const select = page.getByRole('combobox', { name: 'Branding theme' });
    await page.screenshot({ path: path.join(outDir, 'editor-settings-desktop-1280.png') });
    await select.click();
    await page.getByRole('option', { name: 'Northwind Lettings' }).waitFor();
    await page.screenshot({ path: path.join(outDir, 'editor-branding-select-desktop-1280.png') });
    await editor.close();
    console.log(`Screenshots in ${outDir}`);
  } finally {
    await browser.close();
    await app.close();
    await close();
  }
};

await main();
