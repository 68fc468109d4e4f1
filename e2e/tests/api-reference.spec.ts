import { expect, test } from '@playwright/test';

/**
 * Issue 14 item 2: the public API's reference page, as an integrator opens it in a browser with
 * nothing reachable but Quire itself (no CDN): every operation listed, reachable from the
 * contents by keyboard, and the OpenAPI document it is made from one link away.
 */
test('the API reference works offline and by keyboard @phone', async ({ page, baseURL }) => {
  const elsewhere: string[] = [];
  await page.route(
    (url) => !url.href.startsWith(baseURL!),
    async (route) => {
      elsewhere.push(route.request().url());
      await route.abort();
    },
  );
  await page.goto('/api/v1/docs');
  await expect(page.getByRole('heading', { name: /Quire API/, level: 1 })).toBeVisible();

  const contents = page.getByRole('navigation', { name: 'Operations' });
  const link = contents.getByRole('link', { name: /Create a document from a template/ });
  await link.focus();
  await page.keyboard.press('Enter');
  const section = page.getByRole('region', { name: 'Create a document from a template' });
  await expect(section).toBeInViewport();
  await expect(
    section.getByText('/api/v1/templates/{key}/documents', { exact: true }),
  ).toBeVisible();
  await expect(section.getByRole('cell', { name: 'mapped_values' })).toBeVisible();

  const spec = await page.request.get('/api/v1/openapi.json');
  expect(spec.status()).toBe(200);
  const doc = (await spec.json()) as { openapi: string; paths: Record<string, object> };
  expect(doc.openapi).toBe('3.1.0');
  for (const path of Object.keys(doc.paths))
    await expect(
      page
        .locator('main code', { hasText: new RegExp(`^${path.replace(/[{}]/g, '\\$&')}$`) })
        .first(),
    ).toBeAttached();
  expect(elsewhere).toEqual([]);
});
