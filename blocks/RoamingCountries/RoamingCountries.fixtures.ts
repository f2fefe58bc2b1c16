/** Roaming destinations as the server resolves them, in each language: for stories and tests. */
import type { AddonSummary, RoamingCountry } from '@/lib/catalog';
import type { Locale } from '@/lib/locales';

type Names = Record<Locale, string>;

const countries: { code: string; names: Names; packs: [gb: number, days: number, price: number][] }[] = [
  { code: 'tr', names: { ar: 'تركيا', en: 'Turkey', ku: 'تورکیا' }, packs: [[1, 1, 6000], [5, 7, 20000]] },
  { code: 'ir', names: { ar: 'إيران', en: 'Iran', ku: 'ئێران' }, packs: [[2, 3, 8000], [10, 15, 30000]] },
  { code: 'jo', names: { ar: 'الأردن', en: 'Jordan', ku: 'ئوردن' }, packs: [[3, 7, 15000]] },
  { code: 'ae', names: { ar: 'الإمارات العربية المتحدة', en: 'United Arab Emirates', ku: 'ئیماراتی عەرەبی یەکگرتوو' }, packs: [[5, 7, 25000]] },
  { code: 'lb', names: { ar: 'لبنان', en: 'Lebanon', ku: 'لوبنان' }, packs: [[3, 7, 18000]] },
  { code: 'sa', names: { ar: 'السعودية', en: 'Saudi Arabia', ku: 'سعوودیە' }, packs: [[5, 15, 22000]] },
  { code: 'de', names: { ar: 'ألمانيا', en: 'Germany', ku: 'ئەڵمانیا' }, packs: [[3, 7, 30000]] },
  { code: 'gb', names: { ar: 'المملكة المتحدة', en: 'United Kingdom', ku: 'بەریتانیا' }, packs: [[3, 7, 30000]] },
  { code: 'eg', names: { ar: 'مصر', en: 'Egypt', ku: 'میسر' }, packs: [[2, 7, 14000]] },
  { code: 'ge', names: { ar: 'جورجيا', en: 'Georgia', ku: 'جۆرجیا' }, packs: [] },
];

const gbText: Record<Locale, (gb: number) => string> = {
  ar: (gb) => `${gb} غيغابايت`,
  en: (gb) => `${gb} GB`,
  ku: (gb) => `${gb} گیگابایت`,
};
const titleText: Record<Locale, (country: string, gb: number) => string> = {
  ar: (country, gb) => `تجوال ${country} ${gbText.ar(gb)}`,
  en: (country, gb) => `${country} roaming ${gbText.en(gb)}`,
  ku: (country, gb) => `ڕۆمینگی ${country} ${gbText.ku(gb)}`,
};

export function roamingFixtures(locale: Locale): RoamingCountry[] {
  return countries.map(({ code, names, packs }, c) => ({
    code,
    name: names[locale],
    addons: packs.map(
      ([gb, days, price], p): AddonSummary => ({
        id: 300 + c * 10 + p,
        type: 'internet',
        title: titleText[locale](names[locale], gb),
        price,
        validityDays: days,
        allowance: gbText[locale](gb),
        roaming: true,
      }),
    ),
  }));
}
