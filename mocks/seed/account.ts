import type { Faker } from '@faker-js/faker';
import Decimal from 'decimal.js';
import type { Db } from '../db.ts';
import { type TranslatedLocale, withTranslations } from '../lib/i18n.ts';
import { Audience, DisplayPage } from '../lib/schemas.ts';
import fixture from './fixtures/account.json' with { type: 'json' };
import { promotionFigures, type PromotionName } from './engage/promotions.ts';
import { CHANNELS } from './games.ts';

/**
 * The game catalogue of the site inquiry (GET /inquiry) and of the top-winners ticker: real
 * looking titles per provider channel. Static, so the artwork (mocks/handlers/art.ts) can put
 * a title's initials on /storage/games/<id>.svg.
 */
const CATALOGUE: Record<string, string[]> = fixture.catalogue;

export interface CatalogueGame {
  id: number;
  name: string;
  game_type: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
  channel_id: number;
  channel_name: string;
  icon: string;
}

/** Every catalogue game with its id (9001 up, in provider order). */
export const INQUIRY_GAMES: CatalogueGame[] = (() => {
  const games: CatalogueGame[] = [];
  let id = 9001;
  for (const channel of CHANNELS) {
    for (const name of CATALOGUE[channel.id] ?? []) {
      games.push({
        id,
        name,
        game_type: channel.game_type,
        channel_id: channel.id,
        channel_name: channel.name,
        icon: `/storage/games/${id}.svg`,
      });
      id += 1;
    }
  }
  return games;
})();

/** Artwork of a banner: its file name under /storage/banners/, headline and line below. */
export interface BannerArt {
  slug: string;
  headline: string;
  subline: string;
}

interface BannerSeed extends BannerArt {
  link: string;
  position: 1 | 2 | 3 | 4 | 5 | 6;
  audience: 1 | 2 | 3;
  /** The title (the headline, which is English) in the other site locales. */
  title_i18n: Partial<Record<TranslatedLocale, string>>;
}

/**
 * The banners of every position (DisplayPage), in carousel order. A banner of a promotion names
 * its figures from the promotion's terms ({bonus_percent}, {bonus_cap}: promotionFigures), so
 * the banner and the promotion's page never disagree.
 */
export const BANNERS: BannerSeed[] = fixture.banners.map(
  ({ position, audience, headline, subline, title_i18n, ...banner }) => {
    const figures =
      'promotion' in banner ? promotionFigures(banner.promotion as PromotionName) : {};
    const fill = (text: string) =>
      text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
        const value = figures[name];
        if (value === undefined) throw new Error(`account.json: no figure ${placeholder}`);
        return value;
      });
    return {
      slug: banner.slug,
      link: banner.link,
      headline: fill(headline),
      subline: fill(subline),
      title_i18n: Object.fromEntries(
        Object.entries(title_i18n).map(([locale, title]) => [locale, fill(title)]),
      ),
      position: DisplayPage.parse(position),
      audience: Audience.parse(audience),
    };
  },
);

/** Masks a login name as the ticker shows it: ju***77. */
export function maskUsername(username: string): string {
  if (username.length <= 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}

/** Seeds the account area (runs after the core seed, in a fixed order, with the shared faker). */
export async function seedAccount(db: Db, faker: Faker, nowSeconds: number): Promise<void> {
  // Personal info of every account: the demo member has a verified e-mail and an unverified
  // mobile (so the verification flow can be tried), the demo affiliate has both verified.
  const fixed: Record<
    number,
    {
      nickname: string;
      birthday: string;
      gender: 0 | 1 | 2;
      email_verified: 0 | 1;
      mobile_verified: 0 | 1;
    }
  > = {
    10001: {
      nickname: 'Lucky Juan',
      birthday: '1992-08-14',
      gender: 1,
      email_verified: 1,
      mobile_verified: 0,
    },
    20001: {
      nickname: 'Agent Maria',
      birthday: '1988-03-02',
      gender: 2,
      email_verified: 1,
      mobile_verified: 1,
    },
  };
  for (const account of db.accounts.findMany(undefined, { orderBy: { id: 'asc' } })) {
    const known = fixed[account.id];
    const birthday = faker.date
      .birthdate({ min: 21, max: 60, mode: 'age', refDate: nowSeconds * 1000 })
      .toISOString()
      .slice(0, 10);
    const hasNickname = faker.datatype.boolean({ probability: 0.6 });
    await db.personalInfo.create(
      known
        ? { account_id: account.id, ...known }
        : {
            account_id: account.id,
            nickname: hasNickname ? faker.internet.displayName().slice(0, 30) : null,
            birthday,
            gender: faker.helpers.arrayElement([0, 1, 2] as const),
            email_verified: faker.datatype.boolean({ probability: 0.7 }) ? 1 : 0,
            mobile_verified: faker.datatype.boolean({ probability: 0.5 }) ? 1 : 0,
          },
    );
  }

  for (const game of INQUIRY_GAMES) {
    // A few table games are offered on PC only.
    await db.inquiryGames.create({ ...game, mobile: faker.datatype.boolean({ probability: 0.9 }) });
  }

  let bannerId = 1;
  for (const [index, banner] of BANNERS.entries()) {
    await db.banners.create({
      id: bannerId++,
      image_url: `/storage/banners/${banner.slug}.svg`,
      link: banner.link,
      ...withTranslations({ title: { ...banner.title_i18n, en: banner.headline } }),
      position: banner.position,
      audience: banner.audience,
      sort: index + 1,
    });
  }

  // Recent big wins: slots and fishing pay the largest multiples, live tables steady amounts.
  const winners = INQUIRY_GAMES.filter((game) => game.game_type !== 1 && game.game_type !== 5);
  for (let i = 0; i < 40; i++) {
    const first = faker.person
      .firstName()
      .toLowerCase()
      .replace(/[^a-z]/g, '');
    const username = `${first}${faker.number.int({ min: 10, max: 99 })}`;
    const game = faker.helpers.arrayElement(winners);
    const band = faker.helpers.weightedArrayElement([
      { weight: 6, value: [1500, 12000] },
      { weight: 3, value: [12000, 60000] },
      { weight: 1, value: [60000, 250000] },
    ]);
    const amount = new Decimal(
      faker.number.float({ min: band[0] ?? 1500, max: band[1] ?? 12000, fractionDigits: 2 }),
    ).toFixed(2);
    await db.topWinners.create({
      id: i + 1,
      username: maskUsername(username),
      game_name: game.name,
      amount,
      time: nowSeconds - faker.number.int({ min: 45, max: 36 * 3600 }),
    });
  }
}
