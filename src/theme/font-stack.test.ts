import { describe, expect, it } from 'vitest';
import { FONT_STACK, THEME_IDS, THEMES } from './themes';

const faces = FONT_STACK.split(',').map((face) => face.trim().replace(/^"|"$/g, ''));
const SCRIPT_FACES = ['Noto Sans Thai', 'Noto Sans CJK SC'];
const LATIN_FACES = ['Inter', 'Noto Sans', 'Segoe UI', 'Roboto', 'Arial'];

describe('the font stack', () => {
  it('lists every Latin face before the Thai and CJK faces (Latin text never waits on a CJK font)', () => {
    const lastLatin = Math.max(...LATIN_FACES.map((face) => faces.indexOf(face)));
    const firstScript = Math.min(...SCRIPT_FACES.map((face) => faces.indexOf(face)));
    expect(LATIN_FACES.every((face) => faces.includes(face))).toBe(true);
    expect(lastLatin).toBeLessThan(firstScript);
  });

  it('still names the Thai and CJK faces, and ends on the generic family', () => {
    expect(faces).toEqual(expect.arrayContaining(SCRIPT_FACES));
    expect(faces.at(-1)).toBe('sans-serif');
  });

  it.each(THEME_IDS)('%s draws its text with it', (id) => {
    expect(THEMES[id].fontFamily).toBe(FONT_STACK);
  });
});
