import { bettingPlayer, expect, screenshot, storeLogin, test } from '../support/fixtures.ts';

/**
 * Installable and readable offline (ADR 006): the web manifest and its icons, the Workbox service
 * worker, and an offline reload of /imp that shows the last markets with the offline banner.
 * Service workers are blocked in the other specs (playwright.config.ts); these allow them.
 */
test.use({ serviceWorkers: 'allow' });

/** Width and height of a PNG, read from its IHDR chunk. */
function pngSize(png: Buffer): string {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

test('the manifest and the service worker register', async ({ page }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(href!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Pana',
    short_name: 'Pana',
    start_url: '/imp',
    display: 'standalone',
    theme_color: '#0b1f4b',
  });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const png = await page.request.get(icon.src);
    expect(png.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await png.body()), icon.src).toBe(icon.sizes);
  }

  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? ''), {
      timeout: 30_000,
    })
    .toMatch(/\/sw\.js$/);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // The console's chunks are not precached: only the player's shell is.
  const precached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const entry of await (await caches.open(name)).keys()) urls.push(new URL(entry.url).pathname);
    }
    return urls;
  });
  expect(precached).toEqual(expect.arrayContaining(['/index.html']));
  expect(precached.some((url) => /admin/i.test(url))).toBe(false);
});

test('an offline reload of /imp shows the cached markets and the offline banner', async ({
  page,
  context,
  request,
}) => {
  const player = await bettingPlayer(request, { name: 'Offline Reader', password: 'read-pass-1', points: 500 });
  await storeLogin(page, player);
  await page.goto('/imp');
  const kalyanMorning = page.getByRole('button', { name: /^Kalyan Morning/ });
  await expect(kalyanMorning).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeHidden();
  // The first visit registered the service worker and kept the markets' answer.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
  await expect
    .poll(() =>
      page.evaluate(() => window.localStorage.getItem('pana:offline-cache')?.includes('Kalyan Morning') ?? false),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(kalyanMorning).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wallet balance 500 points, open wallet' })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveText(/^Offline — last updated \d{1,2}:\d{2} (AM|PM)$/);
  await screenshot(page, 'offline-home');

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toBeHidden();
});
