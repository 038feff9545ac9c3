import { type LocalizedText, withTranslations } from '../../lib/i18n.ts';
import fixture from '../fixtures/vip.json' with { type: 'json' };
import { ENGAGE_DEMO_MEMBER_ID, type EngageSeed } from './context.ts';

/** A VIP level's name in every site locale ('VIP 3' in English, as accounts show their level). */
function vipLevelName(level: number): LocalizedText {
  const named = (template: string) => template.replace('{level}', String(level));
  const { en, ...others } = fixture.levelName;
  return {
    en: named(en),
    ...Object.fromEntries(Object.entries(others).map(([locale, text]) => [locale, named(text)])),
  };
}

/** VIP levels 0 to 8 and the demo member's progress. */
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
  await db.vipStats.create({
    account_id: ENGAGE_DEMO_MEMBER_ID,
    deposit: '18650.00',
    bet: '164320.50',
  });
}
