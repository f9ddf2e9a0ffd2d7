import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** WCAG 2.2 AA, as issue 28 asks: axe-core's rules tagged with these. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** The rules a colour scheme can change the outcome of. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** One failing element of one rule. */
export type AxeFinding = { rule: string; impact: string; help: string; target: string };

type AxeResults = {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
};

type AxeRun = (context: unknown, options: object) => Promise<AxeResults>;

let axeSource: string | undefined;

/**
 * Runs axe-core over the page's document. The Content-Security-Policy refuses an added <script>
 * (`page.addScriptTag`), so its source is evaluated instead, once per document.
 */
export async function runAxe(page: Page, onlyRules?: readonly string[]): Promise<AxeFinding[]> {
  axeSource ??= readFileSync(require.resolve('axe-core'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  const runOnly = onlyRules ? { type: 'rule', values: [...onlyRules] } : { type: 'tag', values: [...WCAG_22_AA] };
  // In the page; globalThis rather than window, since this file is compiled without the DOM's types.
  const results = await page.evaluate((only) => {
    const inPage = globalThis as unknown as { document: unknown; axe: { run: AxeRun } };
    return inPage.axe.run(inPage.document, { runOnly: only, resultTypes: ['violations'] });
  }, runOnly);
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      target: node.target.map(String).join(' '),
    })),
  );
}
