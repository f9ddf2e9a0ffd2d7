import { basename, relative, sep } from 'node:path';

/**
 * `notebook/file-naming`: a file's name says what it holds (docs/architecture.md, "The one module
 * shape"), so a newcomer finds a module's parts by name and the shape spec can rely on them.
 * - every source file is kebab-case (a migration keeps its `<timestamp>-<Name>.ts`);
 * - a jest spec is `.unit.spec.ts`, `.int.spec.ts` or `.e2e.spec.ts`: any other `.spec.ts` is run
 *   by no jest project, so it would never fail;
 * - inside a module, a Nest controller lives in `*.controller.ts`, a Nest module in `*.module.ts`,
 *   and a class handed the CommandExecutor in `*.service.ts` (the module file and a factory build them).
 */
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*\.(?:ts|tsx|mjs|cjs|js)$/;
const MIGRATION = /^\d{13}-[A-Z][A-Za-z0-9]*\.ts$/;
const SPEC = /\.spec\.tsx?$/;
const JEST_SPEC = /\.(?:unit|int|e2e)\.spec\.ts$/;

const decoratorName = (decorator) => {
  const expression = decorator.expression;
  if (expression.type === 'CallExpression' && expression.callee.type === 'Identifier') return expression.callee.name;
  return expression.type === 'Identifier' ? expression.name : null;
};

const holdsExecutor = (classNode) =>
  classNode.body.body.some(
    (member) =>
      member.type === 'MethodDefinition' &&
      member.kind === 'constructor' &&
      member.value.params.some((param) => {
        const typed = param.type === 'TSParameterProperty' ? param.parameter : param;
        const name = typed.typeAnnotation?.typeAnnotation?.typeName?.name;
        return name === 'CommandExecutor';
      }),
  );

/** The role a class's file must name, or null when any name will do. */
function requiredSuffix(classNode) {
  const decorators = (classNode.decorators ?? []).map(decoratorName);
  if (decorators.includes('Controller')) return ['.controller.ts'];
  if (decorators.includes('Module')) return ['.module.ts'];
  if (holdsExecutor(classNode)) return ['.service.ts', '.module.ts', '.factory.ts'];
  return null;
}

export const fileNaming = {
  meta: {
    type: 'suggestion',
    docs: { description: "A file's name is kebab-case and says the role of what it holds." },
    schema: [],
    messages: {
      kebab: '{{name}}: file names are kebab-case (a-z, 0-9, "-", "." between parts).',
      spec: '{{name}}: a jest spec ends in .unit.spec.ts, .int.spec.ts or .e2e.spec.ts (no jest project runs any other).',
      role: '{{name}}: {{what}} lives in a file named *{{suffix}}.',
    },
  },
  create(context) {
    const path = context.filename;
    const name = basename(path);
    const inModule = relative(context.cwd, path).split(sep).slice(0, 3).join('/');
    const moduleSource = /^modules\/[^/]+\/src$/.test(inModule);
    return {
      Program(program) {
        if (!KEBAB.test(name) && !MIGRATION.test(name))
          context.report({ node: program, messageId: 'kebab', data: { name } });
        if (SPEC.test(name) && !JEST_SPEC.test(name) && !path.includes(`${sep}web${sep}`))
          context.report({ node: program, messageId: 'spec', data: { name } });
      },
      ClassDeclaration(node) {
        if (!moduleSource || SPEC.test(name)) return;
        const suffixes = requiredSuffix(node);
        if (!suffixes || suffixes.some((suffix) => name.endsWith(suffix))) return;
        const what =
          suffixes[0] === '.controller.ts'
            ? 'A controller'
            : suffixes[0] === '.module.ts'
              ? 'A Nest module'
              : 'A class handed the CommandExecutor';
        context.report({ node: node.id ?? node, messageId: 'role', data: { name, what, suffix: suffixes[0] } });
      },
    };
  },
};

export const notebookPlugin = { meta: { name: 'notebook' }, rules: { 'file-naming': fileNaming } };
