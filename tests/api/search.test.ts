/**
 * Search finds what people ask for (issue 11, item 4: "search for recharge or bill finds nothing"):
 * the coded screens by the words people use in each language, despite small typos, and result titles
 * without the site name. On the real database (pg_trgm must load there).
 */
import { and, eq } from 'drizzle-orm';
import { pages, pageVersions } from '@/lib/server/db/schema';
import { autocomplete, withoutSiteName } from '@/lib/server/services/search';
import { callApi } from '@/lib/server/testing/api';
import { describeEachDatabase } from '@/lib/server/testing/db';
import { codedRouteExists } from '@/lib/server/testing/routes';
import { normalizeSearchText, searchScreens } from '@/lib/search-screens';
import autocompleteRoute from '@/pages/api/v1/search/autocomplete';
import type { Locale } from '@/lib/locales';

const links = async (keyword: string, locale: Locale) => (await autocomplete(keyword, locale))['1'];
const firstScreen = async (keyword: string, locale: Locale) => (await links(keyword, locale)).find((entry) => entry.id.startsWith('screen:'));

describe('the searchable screens list', () => {
  it('points every screen at a coded page and names it in the three languages', () => {
    for (const screen of searchScreens) {
      expect(codedRouteExists(screen.route)).toBe(true);
      for (const locale of ['ar', 'en', 'ku'] as const) {
        expect(screen.title[locale].trim()).not.toBe('');
        expect(screen.context[locale].trim()).not.toBe('');
        expect(screen.words[locale].length).toBeGreaterThan(0);
      }
      expect(screen.title.ar).not.toBe(screen.title.en);
      expect(screen.title.ku).not.toBe(screen.title.en);
    }
    expect(new Set(searchScreens.map((s) => s.id)).size).toBe(searchScreens.length);
  });

  it('compares the letter shapes people type interchangeably as one', () => {
    expect(normalizeSearchText('تعبئة  الرصيد')).toBe(normalizeSearchText('تعبئه الرصید'));
    expect(normalizeSearchText('إرسال')).toBe(normalizeSearchText('ارسال'));
    expect(normalizeSearchText(' Top Up ')).toBe('top up');
  });

  it('takes the site name off a title, whichever side and language', () => {
    expect(withoutSiteName('Roaming | Nour Mobile')).toBe('Roaming');
    expect(withoutSiteName('Nour Mobile | Plans and 4G internet in Iraq')).toBe('Plans and 4G internet in Iraq');
    expect(withoutSiteName('التجوال الدولي - نور موبايل')).toBe('التجوال الدولي');
    expect(withoutSiteName('نوور مۆبایل | ڕۆمینگ')).toBe('ڕۆمینگ');
    expect(withoutSiteName('Careers at Nour Mobile')).toBe('Careers at Nour Mobile');
    expect(withoutSiteName('Nour Mobile')).toBe('Nour Mobile');
  });
});

describeEachDatabase('search finds the screens', ({ db }) => {
  it('finds the recharge screen by its English, Arabic and Kurdish names, titled in the page language', async () => {
    expect(await firstScreen('recharge', 'en')).toMatchObject({ id: 'screen:recharge', keyword: 'Recharge (top up)', link: '/personal/my-account/recharge' });
    expect(await firstScreen('top up', 'en')).toMatchObject({ id: 'screen:recharge' });
    expect(await firstScreen('شحن', 'ar')).toMatchObject({ id: 'screen:recharge', keyword: 'شحن الرصيد', link: '/personal/my-account/recharge' });
    expect(await firstScreen('تعبئة رصيد', 'ar')).toMatchObject({ id: 'screen:recharge' });
    expect(await firstScreen('پڕکردنەوەی باڵانس', 'ku')).toMatchObject({ id: 'screen:recharge', keyword: 'پڕکردنەوەی باڵانس', link: '/personal/my-account/recharge' });
    // A visitor on the Kurdish site who types English still gets the screen, named in Kurdish.
    expect(await firstScreen('recharge', 'ku')).toMatchObject({ id: 'screen:recharge', keyword: 'پڕکردنەوەی باڵانس' });
  });

  it('finds bill payment, credit transfer, the e-voucher, my account and sign-in', async () => {
    const cases: Array<[string, Locale, string]> = [
      ['pay bill', 'en', 'screen:bill'],
      ['فاتورة', 'ar', 'screen:bill'],
      ['دفع الفاتورة', 'ar', 'screen:bill'],
      ['وەسڵ', 'ku', 'screen:bill'],
      ['پسوولە', 'ku', 'screen:bill'],
      ['credit transfer', 'en', 'screen:credit-transfer'],
      ['تحويل رصيد', 'ar', 'screen:credit-transfer'],
      ['گواستنەوەی باڵانس', 'ku', 'screen:credit-transfer'],
      ['voucher', 'en', 'screen:e-voucher'],
      ['my account', 'en', 'screen:my-account'],
      ['حسابي', 'ar', 'screen:my-account'],
      ['هەژماری من', 'ku', 'screen:my-account'],
      ['sign in', 'en', 'screen:login'],
      ['login', 'en', 'screen:login'],
      ['تسجيل الدخول', 'ar', 'screen:login'],
      ['چوونەژوورەوە', 'ku', 'screen:login'],
    ];
    const missed: string[] = [];
    for (const [keyword, locale, id] of cases) {
      if ((await firstScreen(keyword, locale))?.id !== id) missed.push(`${locale} "${keyword}"`);
    }
    expect(missed).toEqual([]);
  });

  it('forgives small typos', async () => {
    expect(await firstScreen('rechage', 'en')).toMatchObject({ id: 'screen:recharge' });
    expect(await firstScreen('recharg', 'en')).toMatchObject({ id: 'screen:recharge' });
    expect(await firstScreen('biil', 'en')).toMatchObject({ id: 'screen:bill' });
    expect(await firstScreen('transfre', 'en')).toMatchObject({ id: 'screen:credit-transfer' });
    expect(await firstScreen('ڕۆمینگ', 'ku')).toBeUndefined();
    // Page titles too: a letter missing from "roaming" still finds the roaming page.
    expect((await links('roamng', 'en')).map((entry) => entry.link)).toContain('/personal/roaming');
  });

  it('does not offer a screen for unrelated words', async () => {
    for (const [keyword, locale] of [['roaming', 'en'], ['sim', 'en'], ['internet', 'en'], ['تجوال', 'ar'], ['سیمکارت', 'ku']] as const) {
      expect({ keyword, screen: await firstScreen(keyword, locale) }).toEqual({ keyword, screen: undefined });
    }
  });

  it('finds the SIM cards for "sim card" and the mobile mall for "shop", in each language (issue 28)', async () => {
    for (const [keyword, locale] of [['sim card', 'en'], ['SIM', 'en'], ['شريحة', 'ar'], ['sim card', 'ku']] as const) {
      const products = (await autocomplete(keyword, locale))['2'];
      expect(products.length).toBeGreaterThan(0);
      expect(products.map((p) => p.keyword).join(' | ')).toMatch(/SIM|شريحة|سیمکارت/);
    }
    // "card" alone is not a SIM card's name, but "sim card" is what people type.
    const simCard = (await autocomplete('sim card', 'en'))['2'].map((p) => p.keyword);
    expect(simCard).toEqual(expect.arrayContaining(['Nour Prepaid Starter SIM']));
    expect(await firstScreen('shop', 'en')).toMatchObject({ id: 'screen:mobile-mall', keyword: 'Mobile mall', link: '/personal/mobile-mall' });
    expect((await links('shop', 'en')).map((entry) => entry.id)).toContain('screen:shops');
    expect(await firstScreen('تسوق', 'ar')).toMatchObject({ id: 'screen:mobile-mall', keyword: 'المول الإلكتروني' });
    expect(await firstScreen('مۆڵ', 'ku')).toMatchObject({ id: 'screen:mobile-mall' });
  });

  it('gives every result a line of context in the page language (issue 28)', async () => {
    for (const [keyword, locale] of [['roaming', 'en'], ['Internet', 'en'], ['Nova', 'en'], ['sim card', 'en'], ['recharge', 'en'], ['إنترنت', 'ar'], ['شحن', 'ar']] as const) {
      const result = await autocomplete(keyword, locale);
      const entries = [...result['1'], ...result['2'], ...result['3']];
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        expect(entry.context.trim()).not.toBe('');
        expect(entry.context.length).toBeLessThanOrEqual(121);
        expect(entry.context).not.toMatch(/[<>]/);
      }
    }
    expect((await firstScreen('recharge', 'ar'))?.context).toBe('اشحن رصيد أي خط نور ببطاقة مصرفية أو بكارت شحن.');
  });

  it('shows page titles without the site name', async () => {
    const home = (await links('plans and 4G internet', 'en')).find((entry) => entry.link === '/');
    expect(home?.keyword).toBe('Plans and 4G internet in Iraq');
  });

  it('answers the envelope with the screens first in group 1, in the language asked', async () => {
    const reply = await callApi(autocompleteRoute, { url: '/api/v1/search/autocomplete?keyword=rechage&lang=ar' });
    expect(reply.status).toBe(200);
    expect(reply.json.success).toBe(true);
    expect(Object.keys(reply.json.data).sort()).toEqual(['1', '2', '3']);
    expect(reply.json.data['1'][0]).toMatchObject({ id: 'screen:recharge', keyword: 'شحن الرصيد', link: '/personal/my-account/recharge' });
  });

  it('drops the site name an editor put in a page title', async () => {
    const [published] = await db()
      .db.select({ version: pages.publishedVersion })
      .from(pages)
      .where(and(eq(pages.uri, '/personal/roaming'), eq(pages.locale, 'en')));
    await db()
      .db.update(pageVersions)
      .set({ title: 'Roaming | Nour Mobile' })
      .where(and(eq(pageVersions.uri, '/personal/roaming'), eq(pageVersions.locale, 'en'), eq(pageVersions.version, published.version!)));
    const reply = await callApi(autocompleteRoute, { url: '/api/v1/search/autocomplete?keyword=roaming&lang=en' });
    const roaming = (reply.json.data['1'] as Array<{ link: string; keyword: string }>).find((entry) => entry.link === '/personal/roaming');
    expect(roaming?.keyword).toBe('Roaming');
  });
});
