/** Site-map menus for stories, in the three languages: the demo site map and a long roaming menu. */
import type { Locale } from '@/lib/locales';
import type { MenuItem, ShellMenus } from '@/lib/menu';
import { seededSiteMap } from '@/lib/site-map-data';

type Texts = Record<Locale, string>;
interface Node {
  name: Texts;
  permalink: string;
  childLimit?: number;
  target?: '_blank';
  children?: Node[];
}

const n = (ar: string, en: string, ku: string, permalink: string, children?: Node[], childLimit?: number): Node => ({
  name: { ar, en, ku },
  permalink,
  children,
  childLimit,
});

/** Roaming destinations: a long list for the mega menu's columns (23 items). */
const roamingDestinations: Node[] = [
  n('تركيا', 'Turkey', 'تورکیا', '/personal/roaming/turkey'),
  n('إيران', 'Iran', 'ئێران', '/personal/roaming/iran'),
  n('الأردن', 'Jordan', 'ئوردن', '/personal/roaming/jordan'),
  n('الإمارات', 'United Arab Emirates', 'ئیمارات', '/personal/roaming/uae'),
  n('السعودية', 'Saudi Arabia', 'سعودیە', '/personal/roaming/saudi-arabia'),
  n('الكويت', 'Kuwait', 'کوەیت', '/personal/roaming/kuwait'),
  n('قطر', 'Qatar', 'قەتەر', '/personal/roaming/qatar'),
  n('البحرين', 'Bahrain', 'بەحرەین', '/personal/roaming/bahrain'),
  n('عُمان', 'Oman', 'عومان', '/personal/roaming/oman'),
  n('لبنان', 'Lebanon', 'لوبنان', '/personal/roaming/lebanon'),
  n('مصر', 'Egypt', 'میسر', '/personal/roaming/egypt'),
  n('سوريا', 'Syria', 'سووریا', '/personal/roaming/syria'),
  n('ألمانيا', 'Germany', 'ئەڵمانیا', '/personal/roaming/germany'),
  n('المملكة المتحدة', 'United Kingdom', 'بەریتانیا', '/personal/roaming/united-kingdom'),
  n('فرنسا', 'France', 'فەرەنسا', '/personal/roaming/france'),
  n('السويد', 'Sweden', 'سوید', '/personal/roaming/sweden'),
  n('هولندا', 'Netherlands', 'هۆڵەندا', '/personal/roaming/netherlands'),
  n('الولايات المتحدة', 'United States', 'ئەمریکا', '/personal/roaming/united-states'),
  n('كندا', 'Canada', 'کەنەدا', '/personal/roaming/canada'),
  n('جورجيا', 'Georgia', 'جۆرجیا', '/personal/roaming/georgia'),
  n('أرمينيا', 'Armenia', 'ئەرمینیا', '/personal/roaming/armenia'),
  n('أذربيجان', 'Azerbaijan', 'ئازەربایجان', '/personal/roaming/azerbaijan'),
  n('الهند', 'India', 'هیندستان', '/personal/roaming/india'),
];

function localize(nodes: Node[], locale: Locale): MenuItem[] {
  return nodes.map((node) => ({
    name: node.name[locale],
    permalink: node.permalink,
    ...(node.childLimit !== undefined ? { childLimit: node.childLimit } : {}),
    ...(node.target ? { target: node.target } : {}),
    ...(node.children ? { children: localize(node.children, locale) } : {}),
  }));
}

/** The header, footer and account menus of one language: the demo site map itself. */
export function sampleMenus(locale: Locale): ShellMenus {
  return { header: seededSiteMap('header', locale), footer: seededSiteMap('footer', locale), account: seededSiteMap('account', locale) };
}

export const ROAMING_DESTINATION_COUNT = roamingDestinations.length;

/**
 * The "Roaming" menu item with the first `count` destinations as children (none when 0) and the
 * given childLimit, which may be invalid on purpose (stories of the fallback to 10).
 */
export function roamingMenuItem(locale: Locale, count: number = roamingDestinations.length, childLimit?: number): MenuItem {
  const children = localize(roamingDestinations.slice(0, Math.max(0, count)), locale);
  return {
    name: { ar: 'التجوال', en: 'Roaming', ku: 'ڕۆمینگ' }[locale],
    permalink: '/personal/roaming',
    ...(childLimit !== undefined ? { childLimit } : {}),
    ...(children.length > 0 ? { children } : {}),
  };
}
