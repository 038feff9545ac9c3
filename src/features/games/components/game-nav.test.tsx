import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameTypeItem } from '@/api/generated/model';
import { GameNav } from './game-nav';

afterEach(cleanup);

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'en', resources: {} });

// Family ids 1–3: the same values as the placeholders' positions would have as keys.
const TYPES = ['Casino', 'SlotMachine', 'Sport'].map((name, index) => ({
  id: index + 1,
  name,
  sort: index,
  show: 1,
})) as GameTypeItem[];

const nav = (types: readonly GameTypeItem[] | undefined) => (
  <I18nextProvider i18n={i18n}>
    <MemoryRouter>
      <GameNav types={types} />
    </MemoryRouter>
  </I18nextProvider>
);

describe('issue 6: CLS ≤ 0.05 — the header navigation does not move when the families arrive', () => {
  it('no placeholder is reused as a family (the browser would count it as moving along the row)', () => {
    const { container, rerender } = render(nav(undefined));
    const placeholders = new Set(container.querySelectorAll('li'));
    expect(placeholders.size).toBe(8);
    rerender(nav(TYPES));
    expect(screen.getAllByRole('link')).toHaveLength(3);
    for (const item of container.querySelectorAll('li')) expect(placeholders.has(item)).toBe(false);
  });
});
