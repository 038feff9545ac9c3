import { expect, test } from './fixtures';

// Issue 34's smaller points on public pages, each at a phone's width and a desktop's.

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1440, height: 900 };

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an about article has one heading of its title', async ({ page }) => {
      await page.goto('/guide/about/1');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'About Fortuna' })).toBeVisible();
      await expect(main.getByText(/Fortuna has offered live casino/)).toBeVisible();
      await expect(main.getByRole('heading', { name: 'About Fortuna' })).toHaveCount(1);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the VIP table says it scrolls sideways, and its region is reached by keyboard', async ({
    page,
  }) => {
    await page.goto('/vip');
    const table = page.getByRole('region', { name: 'VIP levels and benefits' });
    await expect(table.getByRole('table')).toBeVisible();
    const hint = page.getByText('Swipe or scroll sideways to see every level.');
    await expect(hint).toBeVisible();
    await expect(table).toHaveAccessibleDescription('Swipe or scroll sideways to see every level.');
    await expect(table).toHaveAttribute('tabindex', '0');
    // The keyboard scrolls it. Tab-focused, then an arrow, as a visitor would press again if
    // the first press came while the page was still busy (CI stop 46 saw one press leave it at 0).
    await expect(async () => {
      await table.focus();
      await expect(table).toBeFocused({ timeout: 1_000 });
      await page.keyboard.press('ArrowRight');
      await expect
        .poll(() => table.evaluate((element) => element.scrollLeft), { timeout: 1_000 })
        .toBeGreaterThan(0);
    }).toPass({ timeout: 10_000 });
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('a VIP table that fits needs no hint that it scrolls', async ({ page }) => {
    await page.goto('/vip');
    const table = page.getByRole('region', { name: 'VIP levels and benefits' });
    await expect(table.getByRole('table')).toBeVisible();
    const fits = await table.evaluate((element) => element.scrollWidth <= element.clientWidth);
    await expect(page.getByText('Swipe or scroll sideways to see every level.')).toHaveCount(
      fits ? 0 : 1,
    );
  });
});

test.describe('the promotions on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('every card’s banner sits at its top edge, whatever the length of its summary', async ({
    page,
  }) => {
    await page.goto('/promotion');
    const cards = page.getByRole('main').getByRole('link', { name: /Reload|Bonus|Rewards/ });
    await expect(cards.first()).toBeVisible();
    const offsets = await cards.evaluateAll((links) =>
      links.map((link) => {
        const banner = link.querySelector('img');
        return banner
          ? Math.round(banner.getBoundingClientRect().top - link.getBoundingClientRect().top)
          : -1;
      }),
    );
    expect(offsets.length).toBeGreaterThan(2);
    for (const offset of offsets) expect(offset).toBe(0);
  });
});

test.describe('the home banner on a phone', () => {
  test.use({ viewport: PHONE });

  test('its arrows are off its words, its line below is legible and whole, its call to action is a touch target', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Featured' });
    const art = carousel.getByRole('img', { name: '100% Welcome Bonus' });
    await expect(art).toBeVisible();
    await expect
      .poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const artBox = await art.boundingBox();
    expect(artBox).not.toBeNull();
    // The arrows: under the art, never on it.
    for (const name of ['Previous banner', 'Next banner']) {
      const arrow = await carousel.getByRole('button', { name }).boundingBox();
      expect(arrow, name).not.toBeNull();
      if (!arrow || !artBox) continue;
      expect(arrow.y, `${name} below the art`).toBeGreaterThanOrEqual(artBox.y + artBox.height);
      expect(Math.min(arrow.width, arrow.height), `${name} a touch target`).toBeGreaterThanOrEqual(
        44,
      );
    }
    // The art drawn for phones, measured as shown: its scale on this screen times its sizes.
    const source = await art.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(source).toMatch(/\/banners\/phone\//);
    const shown = artBox?.width ?? 0;
    const drawing = await context.newPage();
    await drawing.goto(source);
    const measured = await drawing.evaluate(() => {
      const svg = document.querySelector('svg');
      const width = Number(svg?.getAttribute('width') ?? svg?.viewBox.baseVal.width);
      const lines = [...document.querySelectorAll<SVGTextElement>('text.subtitle')].map((line) => ({
        size: Number(line.getAttribute('font-size')),
        end: line.getBBox().x + line.getComputedTextLength(),
      }));
      const cta = document.querySelector<SVGRectElement>('rect.cta');
      return { width, lines, cta: cta?.height.baseVal.value ?? 0 };
    });
    const scale = shown / measured.width;
    expect(measured.lines.length, 'the line below the headline').toBeGreaterThan(0);
    for (const line of measured.lines) {
      expect(line.size * scale, 'the line below, in px on screen').toBeGreaterThanOrEqual(12);
      expect(line.end, 'the line below, not cut at the right').toBeLessThanOrEqual(measured.width);
    }
    expect(measured.cta * scale, 'the call to action, in px on screen').toBeGreaterThanOrEqual(44);
    await drawing.close();
  });
});
