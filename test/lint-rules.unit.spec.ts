import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * `npm run check` lints the web app for the Rules of React (react-hooks) and accessibility
 * (jsx-a11y): each snippet below breaks one rule and must be reported, and a component written
 * the right way must pass.
 */
const snippets = {
  hookInCondition: `import { useState } from 'react';
export function Greeting({ show }: { show: boolean }) {
  if (show) {
    const [name] = useState('Ann');
    return <p>{name}</p>;
  }
  return null;
}
`,
  effectMissingDependency: `import { useEffect } from 'react';
export function PageTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, []);
  return null;
}
`,
  stateCopiedInEffect: `import { useEffect, useState } from 'react';
export function Draft({ saved }: { saved: string }) {
  const [text, setText] = useState(saved);
  useEffect(() => setText(saved), [saved]);
  return <p>{text}</p>;
}
`,
  clickableDiv: `export function Card({ onOpen }: { onOpen: () => void }) {
  return <div onClick={onOpen}>Open</div>;
}
`,
  imageWithoutAlt: `export function Logo() {
  return <img src="/logo.png" />;
}
`,
  labelWithoutControl: `export function Field() {
  return <label>Name</label>;
}
`,
  followsTheRules: `import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
export function Profile({ title }: { title: string }) {
  const [name, setName] = useState('');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <form>
      <img src="/logo.png" alt="Notebook" />
      <label>
        Name
        <Input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="button" onClick={() => setName('')}>
        Clear
      </button>
    </form>
  );
}
`,
};
type Snippet = keyof typeof snippets;

/**
 * ESLint's Node API with the repository's eslint.config.mjs, run in a child process: ESLint loads
 * the config with a dynamic import(), which jest's module sandbox refuses.
 */
const lintScript = `
import { ESLint } from 'eslint';
const eslint = new ESLint({ cwd: process.cwd() });
const { filePath, snippets } = JSON.parse(await new Response(process.stdin).text());
const reported = {};
for (const [name, code] of Object.entries(snippets)) {
  const [result] = await eslint.lintText(code, { filePath });
  reported[name] = result.messages.map((message) => message.ruleId ?? message.message);
}
process.stdout.write(JSON.stringify(reported));
`;

function lintSnippets(): Record<Snippet, string[]> {
  const root = join(__dirname, '..');
  const input = JSON.stringify({ filePath: join(root, 'web/src/components/lint-rules-example.tsx'), snippets });
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', lintScript], { cwd: root, input, encoding: 'utf8' }),
  );
}

describe('lint rules over the web app', () => {
  let reported: Record<Snippet, string[]>;
  beforeAll(() => {
    reported = lintSnippets();
  }, 60_000);

  test('a hook called inside a condition is refused', () => {
    expect(reported.hookInCondition).toContain('react-hooks/rules-of-hooks');
  });

  test('an effect that leaves out a value it reads is refused', () => {
    expect(reported.effectMissingDependency).toContain('react-hooks/exhaustive-deps');
  });

  test('state copied from a prop inside an effect is refused (the React Compiler rules are on)', () => {
    expect(reported.stateCopiedInEffect).toContain('react-hooks/set-state-in-effect');
  });

  test('a clickable div with no role or keyboard handler is refused', () => {
    expect(reported.clickableDiv).toEqual(
      expect.arrayContaining(['jsx-a11y/click-events-have-key-events', 'jsx-a11y/no-static-element-interactions']),
    );
  });

  test('an image without alt text is refused', () => {
    expect(reported.imageWithoutAlt).toContain('jsx-a11y/alt-text');
  });

  test('a label that wraps no control is refused', () => {
    expect(reported.labelWithoutControl).toContain('jsx-a11y/label-has-associated-control');
  });

  test('a component that follows the rules passes, a label around the shared Input included', () => {
    expect(reported.followsTheRules).toEqual([]);
  });
});
