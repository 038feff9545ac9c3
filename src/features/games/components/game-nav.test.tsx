import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GameTypeItem } from '@/api/generated/model';
import { renderScreen } from '@/testing/render-screen';
import { GameNav } from './game-nav';

// Family ids 1–3: the same values as the placeholders' positions would have as keys.
const TYPES = ['Casino', 'SlotMachine', 'Sport'].map((name, index) => ({
  id: index + 1,
  name,
  sort: index,
  show: 1,
})) as GameTypeItem[];

const nav = (types: readonly GameTypeItem[] | undefined) => <GameNav types={types} />;

describe('issue 6: CLS ≤ 0.05 — the header navigation does not move when the families arrive', () => {
  it('no placeholder is reused as a family (the browser would count it as moving along the row)', async () => {
    const { container, rerender } = await renderScreen(nav(undefined), { i18n: 'english' });
    const placeholders = new Set(container.querySelectorAll('li'));
    expect(placeholders.size).toBe(8);
    rerender(nav(TYPES));
    expect(screen.getAllByRole('link')).toHaveLength(3);
    for (const item of container.querySelectorAll('li')) expect(placeholders.has(item)).toBe(false);
  });
});
