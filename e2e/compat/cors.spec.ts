import { APP_KEY, expect, test } from '../support/fixtures.ts';

/** The apps already on players' phones are web pages served from other origins (docs/api.md#a-call). */
test.describe('a page from another origin', () => {
  // Another origin on loopback too (Chromium refuses a public page calling into loopback anyway).
  const OTHER_ORIGIN = 'http://127.0.0.1:18099';
  test.beforeEach(async ({ page, context }) => {
    // A real phone's browser asks the user before a page reaches a local address; grant it, as the user would.
    await context.grantPermissions(['local-network-access']).catch(() => undefined);
    await page.route(`${OTHER_ORIGIN}/**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Old app</title><p>old app</p>',
      }),
    );
    await page.goto(`${OTHER_ORIGIN}/`);
  });

  test('calls the player API with fetch and gets answers', async ({ page, baseURL }) => {
    const answer = await page.evaluate(
      async ([api, appKey]) => {
        const res = await fetch(`${api}/api-get-dashboard-data`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ env_type: 'Prod', app_key: appKey, unique_token: null }),
        });
        const body = await res.json();
        return { status: body.status, markets: body.result.length };
      },
      [baseURL, APP_KEY] as const,
    );
    expect(answer.status).toBe(true);
    expect(answer.markets).toBeGreaterThan(0);
  });

  test('is refused by the operator API', async ({ page, baseURL, consoleErrors }) => {
    const outcome = await page.evaluate(async (api) => {
      try {
        await fetch(`${api}/admin/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: 'admin12345' }),
        });
        return 'answered';
      } catch (err) {
        return `refused: ${(err as Error).name}`;
      }
    }, baseURL);
    expect(outcome).toBe('refused: TypeError');
    // Chromium reports the refusal on the console; that is the expected outcome here.
    const cors = consoleErrors.filter((e) => e.includes("No 'Access-Control-Allow-Origin' header"));
    expect(cors).toHaveLength(1);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !cors.includes(e)));
  });
});
