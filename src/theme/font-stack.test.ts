import { describe, expect, it } from 'vitest';
import { FONT_STACK, THEME_IDS, THEMES } from './themes';

const faces = FONT_STACK.split(',').map((face) => face.trim().replace(/^"|"$/g, ''));
/** A face for one script's characters (Thai, Chinese, Japanese, Korean), by its name. */
const forOneScript = (face: string) => /\b(Thai|CJK|SC|TC|JP|KR)\b/.test(face);
const GENERIC = ['sans-serif', 'serif', 'system-ui'];

describe('the font stack', () => {
  it('lists the Latin faces first and the Thai and CJK faces after all of them (Latin text never waits on a CJK font)', () => {
    const named = faces.filter((face) => !GENERIC.includes(face));
    const firstScript = named.findIndex(forOneScript);
    expect(firstScript).toBeGreaterThan(0);
    // Once a script's face is listed, no Latin face may follow it.
    expect(named.slice(firstScript).filter((face) => !forOneScript(face))).toEqual([]);
  });

  it('still names the Thai and CJK faces, and ends on the generic family', () => {
    expect(faces).toEqual(expect.arrayContaining(['Noto Sans Thai', 'Noto Sans CJK SC']));
    expect(faces.at(-1)).toBe('sans-serif');
  });

  it.each(THEME_IDS)('%s draws its text with it', (id) => {
    expect(THEMES[id].fontFamily).toBe(FONT_STACK);
  });
});
