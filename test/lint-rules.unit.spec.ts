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
const files = JSON.parse(await new Response(process.stdin).text());
const reported = {};
for (const [name, { code, filePath }] of Object.entries(files)) {
  const [result] = await eslint.lintText(code, { filePath });
  reported[name] = result.messages.map((message) => message.ruleId ?? message.message);
}
process.stdout.write(JSON.stringify(reported));
`;

const ROOT = join(__dirname, '..');

/** Lints each code under its own (imagined) path, as `npm run check` would lint that file. */
function lint<Name extends string>(files: Record<Name, { code: string; path: string }>): Record<Name, string[]> {
  const input = JSON.stringify(
    Object.fromEntries(
      Object.entries<{ code: string; path: string }>(files).map(([name, { code, path }]) => [
        name,
        { code, filePath: join(ROOT, path) },
      ]),
    ),
  );
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', lintScript], { cwd: ROOT, input, encoding: 'utf8' }),
  );
}

function lintSnippets(): Record<Snippet, string[]> {
  const path = 'web/src/components/lint-rules-example.tsx';
  return lint(
    Object.fromEntries(Object.entries(snippets).map(([name, code]) => [name, { code, path }])) as Record<
      Snippet,
      { code: string; path: string }
    >,
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

describe('file naming (notebook/file-naming)', () => {
  const controller = "import { Controller } from '@nestjs/common';\n@Controller()\nexport class ThingController {}\n";
  const nestModule = "import { Module } from '@nestjs/common';\n@Module({})\nexport class ThingModule {}\n";
  const executorClass =
    "import { CommandExecutor } from '@notebook/kernel';\nexport class Things {\n  constructor(private readonly executor: CommandExecutor) {}\n}\n";
  const plain = 'export const answer = 42;\n';
  let reported: Record<string, string[]>;
  beforeAll(() => {
    reported = lint({
      camelCase: { code: plain, path: 'modules/alpha/src/thingHelper.ts' },
      specNoProject: { code: "test('x', () => undefined);\n", path: 'modules/alpha/src/thing.spec.ts' },
      controllerElsewhere: { code: controller, path: 'modules/alpha/src/http/things.ts' },
      moduleElsewhere: { code: nestModule, path: 'modules/alpha/src/alpha.ts' },
      executorOutsideService: { code: executorClass, path: 'modules/alpha/src/things.ts' },
      rightlyNamed: { code: executorClass, path: 'modules/alpha/src/things.service.ts' },
      controllerRightlyNamed: { code: controller, path: 'modules/alpha/src/http/thing.controller.ts' },
      migration: { code: plain, path: 'read-models/src/migrations/1795312999000-Things.ts' },
      unitSpec: { code: "test('x', () => undefined);\n", path: 'modules/alpha/src/thing.unit.spec.ts' },
    });
  }, 60_000);

  test('a file name that is not kebab-case is refused', () => {
    expect(reported.camelCase).toContain('notebook/file-naming');
  });

  test('a spec no jest project would run is refused', () => {
    expect(reported.specNoProject).toContain('notebook/file-naming');
  });

  test("a module's controller, Nest module and executor-holding class must live in files that say so", () => {
    expect(reported.controllerElsewhere).toContain('notebook/file-naming');
    expect(reported.moduleElsewhere).toContain('notebook/file-naming');
    expect(reported.executorOutsideService).toContain('notebook/file-naming');
  });

  test('files named for their role pass, migrations and unit specs included', () => {
    expect({
      rightlyNamed: reported.rightlyNamed,
      controllerRightlyNamed: reported.controllerRightlyNamed,
      migration: reported.migration,
      unitSpec: reported.unitSpec,
    }).toEqual({ rightlyNamed: [], controllerRightlyNamed: [], migration: [], unitSpec: [] });
  });
});
