import { type LocalizedText, withTranslations } from '../../lib/i18n.ts';
import fixture from '../fixtures/vip.json' with { type: 'json' };
import { type EngageSeed } from './context.ts';

/** A VIP level's name in every site locale ('VIP 3' in English, as accounts show their level). */
function vipLevelName(level: number): LocalizedText {
  const named = (template: string) => template.replace('{level}', String(level));
  const { en, ...others } = fixture.levelName;
  return {
    en: named(en),
    ...Object.fromEntries(Object.entries(others).map(([locale, text]) => [locale, named(text)])),
  };
}

/**
 * VIP levels 0 to 8. The demo member's progress is not seeded: the fake counts it from the
 * deposits and bets of the current month (seed/payments.ts places some of them there).
 */
export async function seedVip({ db }: EngageSeed): Promise<void> {
  for (const [level, { requirements, benefits }] of fixture.levels.entries()) {
    await db.vipLevels.create({
      id: level + 1,
      level,
      ...withTranslations({ name: vipLevelName(level) }),
      logo: `/storage/vip/${level}.svg`,
      requirements,
      benefits,
    });
  }
}
