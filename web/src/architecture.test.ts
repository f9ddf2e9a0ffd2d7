import { describe, expect, it } from 'vitest';

/**
 * The import direction of bulletproof-react, checked on every test run:
 * shared code (components, config, hooks, lib) -> features -> app. Features never import each other.
 */
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./testing/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const importPattern = /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(source: string): string[] {
  return [...source.matchAll(importPattern)].map((match) => match[1] ?? match[2] ?? '');
}

/** Resolves a relative import against the importing file, so '../../features/x' is caught too. */
function resolve(fromFile: string, specifier: string): string {
  if (specifier.startsWith('@/')) return `./${specifier.slice(2)}`;
  if (!specifier.startsWith('.')) return specifier;
  const parts = fromFile.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

const layerOf = (file: string) => file.split('/')[1] ?? '';
const featureOf = (file: string) => (layerOf(file) === 'features' ? file.split('/')[2] : undefined);

function violations(): string[] {
  const found: string[] = [];
  for (const [file, source] of Object.entries(sources)) {
    for (const target of importsOf(source).map((specifier) => resolve(file, specifier))) {
      if (!target.startsWith('./')) continue;
      const layer = layerOf(file);
      const targetLayer = layerOf(target);
      if (layer === 'features') {
        if (targetLayer === 'app') found.push(`${file} imports the app layer (${target})`);
        if (targetLayer === 'features' && featureOf(target) !== featureOf(file)) found.push(`${file} imports another feature (${target})`);
      }
      if (['components', 'config', 'hooks', 'lib'].includes(layer) && ['features', 'app'].includes(targetLayer)) {
        found.push(`${file} (shared) imports ${target}`);
      }
    }
  }
  return found;
}

describe('architecture', () => {
  it('sees the source files', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(40);
  });

  it('keeps imports flowing from shared code to features to the app, never between features', () => {
    expect(violations()).toEqual([]);
  });
});
