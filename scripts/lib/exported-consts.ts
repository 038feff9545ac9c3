import type { ESTree } from 'vite';

/** An exported `const`'s initialiser, as a transform sees it. */
export interface ExportedInit {
  /** The constant's name. */
  name: string;
  /** The initialiser's node type (CallExpression, NewExpression, …). */
  type: string;
  /** Its source text. */
  text: string;
}

/**
 * Rewrites the initialisers of a module's exported constants (`export const A = …, B = …`):
 * `rewrite` returns the new source of one, or null to leave it. Works from the end, so earlier
 * offsets stay true. Used on the generated contract schemas as they are bundled (vite.config.ts
 * pureContractSchemas, scripts/lib/fake-worker-plugin.ts): the generated files are not edited.
 */
export function rewriteExportedInits(
  code: string,
  program: ESTree.Program,
  rewrite: (init: ExportedInit) => string | null,
): string {
  let out = code;
  for (const statement of [...program.body].reverse()) {
    if (statement.type !== 'ExportNamedDeclaration') continue;
    const declaration = statement.declaration;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of [...declaration.declarations].reverse()) {
      const { id, init } = declarator;
      if (id.type !== 'Identifier' || !init) continue;
      const text = out.slice(init.start, init.end);
      const rewritten = rewrite({ name: id.name, type: init.type, text });
      if (rewritten !== null) out = `${out.slice(0, init.start)}${rewritten}${out.slice(init.end)}`;
    }
  }
  return out;
}
