// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * DESIGN.md's layout rules that ESLint's boundaries do not express: model/ holds pure rules,
 * the features' own graph has no cycle, and file names are kebab-case.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const SRC = join(ROOT, 'src');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['generated', 'generated-drift', 'node_modules'].includes(entry.name)
        ? []
        : files(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** The module specifiers a file imports at run time (type-only imports are left out). */
export function runtimeImports(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(
    /^\s*import\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm,
  )) {
    const [, typeOnly, clause = '', specifier = ''] = match;
    // `import { type A, type B } from` is type-only too.
    const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
    const allTypes =
      names !== undefined &&
      names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .every((name) => name.startsWith('type '));
    if (!typeOnly && !allTypes) found.push(specifier);
  }
  for (const match of code.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) found.push(match[1] ?? '');
  return found;
}

/** What a rule of model/ may not use: React, the HTTP layer and its hooks, an i18n instance. */
const IMPURE = [
  /^react(-dom)?($|\/)/,
  /^@tanstack\/react-query$/,
  /^(react-)?i18next$/,
  /^axios$/,
  /^@\/api\/generated\/endpoints\//,
  /^@\/api\/http\/client$/,
  /^@\/i18n\//,
];

const sources = files(SRC).filter((file) => !/\.test\.tsx?$/.test(file));

describe('architecture (DESIGN.md)', () => {
  it('model/ imports no React, no HTTP and no i18n instance', () => {
    const offenders = sources
      .filter((file) => file.includes('/model/'))
      .flatMap((file) =>
        runtimeImports(readFileSync(file, 'utf8'))
          .filter((specifier) => IMPURE.some((rule) => rule.test(specifier)))
          .map((specifier) => `${relative(SRC, file)} imports ${specifier}`),
      );
    expect(offenders).toEqual([]);
  });

  it('the features’ import graph has no cycle', () => {
    const graph = new Map<string, Set<string>>();
    for (const file of sources) {
      const feature = /\/features\/([^/]+)\//.exec(file)?.[1];
      if (!feature) continue;
      const edges = graph.get(feature) ?? new Set<string>();
      graph.set(feature, edges);
      for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
        const target = /^@\/features\/([^/]+)/.exec(specifier)?.[1];
        if (target && target !== feature) edges.add(target);
      }
    }
    const cycles: string[] = [];
    const visit = (node: string, trail: string[]) => {
      if (trail.includes(node)) {
        cycles.push([...trail.slice(trail.indexOf(node)), node].join(' → '));
        return;
      }
      for (const next of graph.get(node) ?? []) visit(next, [...trail, node]);
    };
    for (const feature of graph.keys()) visit(feature, []);
    expect(cycles).toEqual([]);
  });

  it('file names are kebab-case', () => {
    const names = [SRC, join(ROOT, 'mocks'), join(ROOT, 'tests'), join(ROOT, 'scripts')]
      .flatMap(files)
      .map((file) => basename(file))
      .filter((name) => !/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*\.tsx?$/.test(name));
    expect(names).toEqual([]);
  });

  it('the import reader tells type-only imports from the ones that run', () => {
    expect(
      runtimeImports(
        [
          "import type { QueryClient } from '@tanstack/react-query';",
          "import { type A, type B } from 'react';",
          "import { useState } from 'react';",
          "import Decimal from 'decimal.js';",
          "import './side-effect';",
        ].join('\n'),
      ),
    ).toEqual(['react', 'decimal.js', './side-effect']);
  });
});
