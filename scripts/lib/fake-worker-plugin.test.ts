// @vitest-environment node
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { type ConfigEnv, parseAst, type Plugin } from 'vite';
import {
  asciiOnly,
  lazyComponentCode,
  lazyContractComponentsInMockBuilds,
} from './fake-worker-plugin.ts';

describe("the fake's worker script (issue 18)", () => {
  it('is written in ASCII only, and means what it meant: strings, templates, patterns and comments', () => {
    const script = [
      '// ภาษาไทย: a comment',
      'const thai = "ภาษาไทย";',
      "const viet = 'Tiếng Việt';",
      'const lucky = `${thai} 🎰 ${viet}`;',
      'const pattern = /^[ก-๙]+$/;',
      String.raw`const escaped = "\ก\\ก";`,
      '({ thai, viet, lucky, matches: pattern.test("สวัสดี"), length: "🎰".length, escaped })',
    ].join('\n');
    const escaped = asciiOnly(script);
    expect(escaped).toMatch(/^[\0-\x7f]*$/);
    expect(runInNewContext(escaped)).toEqual(runInNewContext(script));
    expect(runInNewContext(escaped)).toMatchObject({
      lucky: 'ภาษาไทย 🎰 Tiếng Việt',
      matches: true,
    });
  });
});

describe("the fake's worker builds the contract's component schemas when first touched (issue 18)", () => {
  it('wraps each schema the generated module exports, and leaves patterns and the rest alone', () => {
    // The generated module as pureContractSchemas (vite.config.ts) hands it on.
    const code = [
      "import * as zod from 'zod';",
      'export const CodeRegExp = /* @__PURE__ */ (() => /* @__PURE__ */ new RegExp("^[0-9]{6}$"))();',
      'export const Code = /* @__PURE__ */ (() => zod.string().regex(CodeRegExp))();',
      'export const Account = /* @__PURE__ */ (() => zod.object({ code: Code }))();',
      'export const LIMIT = 20;',
    ].join('\n');
    const out = lazyComponentCode(code, parseAst(code));
    expect(out).toMatch(/^import \{ lazySchema \} from ".*mocks\/lib\/lazy-schema\.ts";\n/);
    expect(out).toContain(
      'export const Code = /* @__PURE__ */ /* @__PURE__ */ lazySchema(() => (() => zod.string().regex(CodeRegExp))());',
    );
    expect(out).toContain(
      'export const Account = /* @__PURE__ */ /* @__PURE__ */ lazySchema(() => (() => zod.object({ code: Code }))());',
    );
    expect(out).toContain(
      'export const CodeRegExp = /* @__PURE__ */ (() => /* @__PURE__ */ new RegExp("^[0-9]{6}$"))();',
    );
    expect(out).toContain('export const LIMIT = 20;');
  });
});

describe("a mock build of the site builds the contract's component schemas when first touched too", () => {
  const env: ConfigEnv = { command: 'build', mode: 'production' };
  const applies = (plugin: Plugin) =>
    typeof plugin.apply === 'function' ? plugin.apply({}, env) : plugin.apply;

  it('in mock builds and on the dev server, not in real builds, and not under Vitest', () => {
    expect(applies(lazyContractComponentsInMockBuilds('mock', false))).toBe(true);
    expect(applies(lazyContractComponentsInMockBuilds('real', false))).toBe(false);
    expect(applies(lazyContractComponentsInMockBuilds('mock', true))).toBe(false);
  });

  it("on the generated components' module, as the fake's worker does", () => {
    const plugin = lazyContractComponentsInMockBuilds('mock', false);
    const transform = plugin.transform;
    const filter = typeof transform === 'object' ? transform.filter?.id : undefined;
    expect(filter).toBeInstanceOf(RegExp);
    if (!(filter instanceof RegExp)) return;
    expect(filter.test('/site/src/api/generated/zod/fortunaMemberAPI.schemas.zod.ts')).toBe(true);
    expect(filter.test('/site/src/api/generated/zod/system/system.zod.ts')).toBe(false);
    expect(filter.test('/site/src/api/fields.ts')).toBe(false);
  });
});
