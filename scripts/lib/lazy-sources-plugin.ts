import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/** The parts of an ESTree node this plugin reads (the bundler's parser gives offsets). */
interface Node {
  type: string;
  start: number;
  end: number;
  params?: unknown[];
  source?: { type: string; value?: unknown };
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/**
 * The loaders of a module: each function without parameters that loads exactly one module by a
 * literal `import('spec')` (`() => import('./x')`, `async () => (await import('./x')).X`),
 * none around another, with the offsets of its text and the specifier.
 */
export function lazyLoaders(program: unknown): { start: number; end: number; spec: string }[] {
  const imports = new Map<Node, string[]>();
  const walk = (value: unknown, around: Node | null): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, around);
      return;
    }
    if (!isNode(value)) return;
    let enclosing = around;
    if (value.type === 'ArrowFunctionExpression' || value.type === 'FunctionExpression')
      enclosing = value.params?.length === 0 ? value : null;
    if (
      value.type === 'ImportExpression' &&
      enclosing !== null &&
      value.source?.type === 'Literal' &&
      typeof value.source.value === 'string'
    )
      imports.set(enclosing, [...(imports.get(enclosing) ?? []), value.source.value]);
    for (const [key, child] of Object.entries(value))
      if (key !== 'type' && typeof child === 'object') walk(child, enclosing);
  };
  walk(program, null);
  const loaders = [...imports]
    .filter(([, specs]) => specs.length === 1)
    .map(([node, [spec]]) => ({ start: node.start, end: node.end, spec: spec ?? '' }));
  // A loader around another one is left as it is: the inner one is the part.
  return loaders.filter(
    (outer) =>
      !loaders.some(
        (inner) => inner !== outer && inner.start >= outer.start && inner.end <= outer.end,
      ),
  );
}

/**
 * Marks every loader of `code` (see lazyLoaders) with the source path of the module it loads:
 * `Object.assign(<loader>, { moduleSource: 'src/…/part.tsx' })`, that module's key in the
 * client build's manifest. `sourceOf` resolves a specifier (null: the loader is left as is).
 * Lines stay where they were (the source map holds); null when nothing was marked.
 */
export async function markLazySources(
  code: string,
  program: unknown,
  sourceOf: (spec: string) => Promise<string | null>,
): Promise<string | null> {
  const loaders = lazyLoaders(program).sort((a, b) => b.start - a.start);
  let out = code;
  let marked = 0;
  for (const loader of loaders) {
    const source = await sourceOf(loader.spec);
    if (source === null) continue;
    out = `${out.slice(0, loader.start)}Object.assign(${out.slice(loader.start, loader.end)}, { moduleSource: ${JSON.stringify(source)} })${out.slice(loader.end)}`;
    marked += 1;
  }
  return marked === 0 ? null : out;
}

/**
 * The server build's lazily loaded parts know their source (issue 30): a part the server
 * renders names the browser's scripts it needs in the page's head (src/shared/lib/
 * module-hints.ts), found by that source in the client build's manifest, so a member's screen
 * downloads beside the shell instead of after it has run. The browser's build is not touched.
 */
export function lazySources(root: string): Plugin {
  return {
    name: 'fortuna:lazy-sources',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    transform: {
      filter: { id: /[\\/]src[\\/].*\.[cm]?[jt]sx?$/, code: 'import(' },
      async handler(code, id) {
        const out = await markLazySources(code, this.parse(code), async (spec) => {
          const resolved = await this.resolve(spec, id);
          if (!resolved || resolved.external || resolved.id.startsWith('\0')) return null;
          const path = relative(root, resolved.id.replace(/[?#].*$/, ''));
          return path.startsWith('..') ? null : path.split(sep).join('/');
        });
        return out === null ? null : { code: out, map: null };
      },
    },
  };
}
