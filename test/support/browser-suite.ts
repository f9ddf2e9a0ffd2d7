import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { WEB_DIST } from '@notebook/api';
import { launchBrowser } from './browser';
import { TEST_PASSWORD, TestApi } from './test-api';

/**
 * What every browser end-to-end file needs: the built web app served by the real API over its own
 * database, one Chromium, pages of a fixed size, signing in through the login form, screenshots
 * when SCREENSHOT_DIR is set. `npm run build -w web` must have run (scripts/test.js does it).
 */
export class BrowserSuite {
  /** Content-Security-Policy violations any page reported; `stop` fails the file on one (issue 12). */
  readonly cspViolations: string[] = [];

  private constructor(
    readonly api: TestApi,
    readonly browser: Browser,
  ) {
    reportCspViolations(browser, this.cspViolations);
  }

  /** `env` overrides the API's configuration (e.g. SMTP_URL of a test's mail catcher). */
  static async start(options: { env?: Record<string, string> } = {}): Promise<BrowserSuite> {
    if (!existsSync(join(WEB_DIST, 'index.html')))
      throw new Error('web/dist is missing: run `npm run build -w web` first');
    const api = await TestApi.start({ serveWeb: true, env: options.env });
    try {
      return new BrowserSuite(api, await launchBrowser());
    } catch (error) {
      await api.stop();
      throw error;
    }
  }

  /** A page in a fresh context: its own cookies, so each page is its own visitor. */
  async newPage(): Promise<Page> {
    const context = await this.browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    // A loaded 2-core machine can take longer than 10 s to serve a first page; a navigation waits longer.
    page.setDefaultNavigationTimeout(30_000);
    return page;
  }

  async signIn(page: Page, email: string, path = '/auth/login', password = TEST_PASSWORD): Promise<void> {
    await page.goto(`${this.api.baseUrl}${path}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  url(path: string): string {
    return `${this.api.baseUrl}${path}`;
  }

  async snap(page: Page, name: string): Promise<void> {
    const folder = process.env.SCREENSHOT_DIR;
    if (folder) await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
  }

  async stop(): Promise<void> {
    await this.browser.close();
    await this.api.stop();
    if (this.cspViolations.length)
      throw new Error(`The Content-Security-Policy was violated:\n${this.cspViolations.join('\n')}`);
  }
}

/** Chromium reports a CSP violation as a console error; every context the suite's browser opens is watched. */
function reportCspViolations(browser: Browser, into: string[]): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) into.push(`${message.location().url}: ${message.text()}`);
    });
    return context;
  };
}
