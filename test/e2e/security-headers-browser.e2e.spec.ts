import { ApiPaths, apiUrl } from '@notebook/contracts';
import { BrowserSuite } from '../support/browser-suite';

/**
 * Security headers (issue 12) on the API's JSON, the web app and its assets, and proof that the
 * browser suites' CSP watch catches a violation (every browser file fails on one at its end).
 */
let suite: BrowserSuite;

beforeAll(async () => {
  suite = await BrowserSuite.start();
}, 60_000);
afterAll(() => suite?.stop());

const EXPECTED = {
  'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

test('API JSON, the web app page and its assets carry the security headers; no HSTS outside production', async () => {
  for (const path of [apiUrl(ApiPaths.public.getPrimaryIndex), '/', '/public/akt-questions', '/favicon.svg']) {
    const response = await fetch(suite.url(path));
    const headers = Object.fromEntries(response.headers);
    expect({ path, ...headers }).toMatchObject({ path, ...EXPECTED });
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['strict-transport-security']).toBeUndefined();
  }
});

test('the app loads under the policy, and an inline script is refused and reported', async () => {
  const page = await suite.newPage();
  await page.goto(suite.url('/public'));
  await page.getByRole('link', { name: 'AKT Questions' }).first().waitFor();
  expect(suite.cspViolations).toEqual([]);

  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
  for (let tries = 0; tries < 20 && suite.cspViolations.length === 0; tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(suite.cspViolations.join('\n')).toMatch(/Content Security Policy/);
  suite.cspViolations.length = 0; // seen and expected: the file's end must not fail on it
});
