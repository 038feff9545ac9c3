// @vitest-environment node
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { asciiOnly } from './fake-worker-plugin.ts';

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
