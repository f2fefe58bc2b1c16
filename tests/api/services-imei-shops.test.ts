/**
 * Customer services (issue 13): the IMEI 4G check and the shop locator API, on the real database,
 * and the editor's device table.
 */
import { imeiFor } from '@/lib/imei';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { deviceSeed, shopSeed } from '@/lib/server/db/seed/services-data';
import { autocomplete } from '@/lib/server/services/search';
import { getShop } from '@/lib/server/services/shops';
import { callApi } from '@/lib/server/testing/api';
import { describeWithDatabase } from '@/lib/server/testing/db';
import devicesRoute from '@/pages/api/editor/devices';
import session from '@/pages/api/editor/session';
import imeiRoute from '@/pages/api/v1/imei/check';
import shopsRoute from '@/pages/api/v1/shops';
import type { GetServerSidePropsContext } from 'next';
import { getServerSideProps as shopsPage } from '@/pages/support/shops';

const check = (imei: unknown, lang = 'en') => callApi(imeiRoute, { method: 'POST', url: `/api/v1/imei/check?lang=${lang}`, body: { imei } });
const shops = (query: string) => callApi(shopsRoute, { url: `/api/v1/shops?${query}` });

describe('the seeded lists', () => {
  it('has at least 60 phone models and 40 shops across 12 governorates', () => {
    expect(new Set(deviceSeed.map((d) => `${d.brand} ${d.model}`)).size).toBeGreaterThanOrEqual(60);
    expect(new Set(deviceSeed.map((d) => d.tac)).size).toBe(deviceSeed.length);
    expect(deviceSeed.every((d) => /^\d{8}$/.test(d.tac))).toBe(true);
    expect(shopSeed.length).toBeGreaterThanOrEqual(40);
    expect(new Set(shopSeed.map((s) => s.governorate)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(shopSeed.map((s) => s.id)).size).toBe(shopSeed.length);
  });
});

describeWithDatabase('IMEI 4G check', () => {
  beforeEach(() => resetRateLimits());
  const iphone = deviceSeed.find((d) => d.model === 'iPhone 15')!;
  const nokia = deviceSeed.find((d) => d.model === '105 (2019)')!;

  it('answers the model and its 4G, VoLTE and bands for a known TAC', async () => {
    const imei = imeiFor(iphone.tac, '123456');
    const reply = await check(imei);
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ success: true, data: { imei, device: { brand: 'Apple', model: 'iPhone 15' }, supports4g: true, supportsVolte: true } });
    expect(reply.json.data.bands).toContain('B3');
  });

  it('answers the demo IMEIs the README gives', async () => {
    expect((await check('351600420000012')).json.data.device).toEqual({ brand: 'Apple', model: 'iPhone 15' });
    expect((await check('357404480000010')).json.data).toMatchObject({ device: { brand: 'Nokia', model: '105 (2019)' }, supports4g: false });
    expect((await check('490154203237518')).json.data.device).toBeNull();
  });

  it('says a phone without 4G does not support it', async () => {
    const reply = await check(imeiFor(nokia.tac));
    expect(reply.json.data).toMatchObject({ device: { brand: 'Nokia' }, supports4g: false, supportsVolte: false, bands: [] });
  });

  it('answers "not in our list" for an unknown TAC, without guessing', async () => {
    const reply = await check(imeiFor('01234567'), 'ar');
    expect(reply.status).toBe(200);
    expect(reply.json.data).toEqual({ imei: imeiFor('01234567'), device: null, supports4g: false, supportsVolte: false, bands: [] });
    expect(reply.json.message).toBe('جهازك غير موجود في قائمتنا. اتصل بالرقم 107 أو زر متجراً لنور ونفحصه لك.');
  });

  it('refuses 14 and 16 digits, a wrong check digit and spaces, with the reason in the page language', async () => {
    const valid = imeiFor(iphone.tac, '654321');
    const wrongDigit = valid.slice(0, 14) + String((Number(valid[14]) + 1) % 10);
    const cases: Array<[string, string]> = [
      [valid.slice(0, 14), 'The IMEI has 15 digits. Dial *#06# to see it.'],
      [`${valid}0`, 'The IMEI has 15 digits. Dial *#06# to see it.'],
      [wrongDigit, 'This IMEI is not valid: check the digits again (dial *#06# to see it).'],
      [`${valid.slice(0, 7)} ${valid.slice(7)}`, 'The IMEI has digits only, with no spaces or letters.'],
      ['', "Enter your phone's IMEI."],
    ];
    for (const [imei, message] of cases) {
      const reply = await check(imei);
      expect(reply.status).toBe(400);
      expect(reply.json).toMatchObject({ success: false, message, data: { errors: { imei: message } } });
    }
    const ku = await check(valid.slice(0, 14), 'ku');
    expect(ku.json.message).toBe('IMEI لە 15 ژمارە پێکدێت. *#06# لێبدە بۆ بینینی.');
  });

  it('limits checks per IP address (30 an hour)', async () => {
    const imei = imeiFor(iphone.tac);
    for (let i = 0; i < 30; i++) expect((await check(imei)).status).toBe(200);
    const limited = await check(imei);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});

describeWithDatabase('shop locator API', () => {
  it('lists every shop with its governorate named in the request language, status and hours', async () => {
    const reply = await shops('lang=ar');
    expect(reply.status).toBe(200);
    expect(reply.json.data).toHaveLength(shopSeed.length);
    const karrada = reply.json.data.find((s: { id: string }) => s.id === 'baghdad-karrada');
    expect(karrada).toMatchObject({
      name: 'متجر نور – الكرادة',
      city: 'بغداد',
      governorate: { id: 'baghdad', name: 'بغداد' },
      category: 'operator-store',
      coordinates: { lat: 33.305, lng: 44.423 },
      distance: null,
    });
    expect(['open', 'close-soon', 'on-break', 'closed']).toContain(karrada.status);
    expect(karrada.hours).toHaveLength(7);
  });

  it('filters by governorate and category', async () => {
    const erbil = (await shops('lang=en&governorate=erbil')).json.data as Array<{ governorate: { id: string; name: string } }>;
    expect(erbil.length).toBeGreaterThan(1);
    expect(erbil.every((s) => s.governorate.id === 'erbil' && s.governorate.name === 'Erbil')).toBe(true);
    const dealers = (await shops('lang=en&governorate=basra&category=authorised-dealer')).json.data as Array<{ id: string; category: string }>;
    expect(dealers.map((s) => s.id).sort()).toEqual(['basra-jazair', 'basra-qurna', 'basra-zubair']);
    expect((await shops('lang=en&governorate=atlantis')).status).toBe(400);
    expect((await shops('lang=en&category=kiosk')).json.message).toBe('Some of the information sent is not valid. Check it and try again.');
  });

  it('sorts by distance from the given point and gives it in km', async () => {
    // Near Erbil citadel: the Erbil shops come first, nearest first.
    const data = (await shops('lang=en&lat=36.19&lng=44.01')).json.data as Array<{ id: string; distance: number }>;
    expect(data[0].id).toMatch(/^erbil-/);
    for (let i = 1; i < data.length; i++) expect(data[i].distance).toBeGreaterThanOrEqual(data[i - 1].distance);
    const basra = data.find((s) => s.id === 'basra-ashar')!;
    expect(basra.distance).toBeGreaterThan(600);
    expect(basra.distance).toBeLessThan(800);
  });

  it('refuses a point with only one coordinate or out of range', async () => {
    expect((await shops('lang=en&lat=33')).status).toBe(400);
    expect((await shops('lang=en&lat=95&lng=44')).status).toBe(400);
  });

  it('is found by search in each language', async () => {
    for (const [keyword, locale, title] of [
      ['nearest shop', 'en', 'Find a Nour shop'],
      ['أقرب متجر', 'ar', 'اعثر على متجر نور'],
      ['فرۆشگا', 'ku', 'فرۆشگایەکی نوور بدۆزەرەوە'],
    ] as const) {
      expect((await autocomplete(keyword, locale))['1']).toContainEqual(expect.objectContaining({ id: 'screen:shops', keyword: title, link: '/support/shops' }));
    }
  });

  it('gives checkout one shop by id, or null', async () => {
    expect(await getShop('duhok-zakho', 'ku')).toMatchObject({ id: 'duhok-zakho', name: 'بریکاری ڕێپێدراوی نوور – زاخۆ', governorate: { id: 'duhok' } });
    expect(await getShop('nowhere', 'en')).toBeNull();
  });
});

describeWithDatabase('editors keep the device table', () => {
  async function editorCookie() {
    const reply = await callApi(session, { method: 'POST', url: '/x?lang=en', body: { email: 'editor@example.com', password: 'Editor#2026pass' } });
    return reply.headers.get('set-cookie')?.split(';')[0] ?? '';
  }

  it('needs an editor session', async () => {
    expect((await callApi(devicesRoute, { url: '/api/editor/devices' })).status).toBe(401);
  });

  it('adds a TAC that the IMEI check then knows, and removes it', async () => {
    resetRateLimits();
    const cookie = await editorCookie();
    const headers = { cookie, origin: 'http://localhost:3000' };
    const list = await callApi(devicesRoute, { url: '/api/editor/devices', headers });
    expect(list.json.data.length).toBe(deviceSeed.length);
    const put = await callApi(devicesRoute, {
      method: 'PUT',
      url: '/api/editor/devices?lang=en',
      headers,
      body: { tac: '86000001', brand: 'Nour', model: 'N1', supports4g: true, supportsVolte: true, bands: ['B3', 'B7'] },
    });
    expect(put.status).toBe(200);
    expect((await check(imeiFor('86000001'))).json.data.device).toEqual({ brand: 'Nour', model: 'N1' });
    const bad = await callApi(devicesRoute, { method: 'PUT', url: '/api/editor/devices?lang=en', headers, body: { tac: '123', brand: '', model: 'x', supports4g: true, supportsVolte: false, bands: ['3'] } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.data.errors).sort()).toEqual(['bands.0', 'brand', 'tac']);
    expect((await callApi(devicesRoute, { method: 'DELETE', url: '/api/editor/devices?tac=86000001', headers })).status).toBe(200);
    expect((await check(imeiFor('86000001'))).json.data.device).toBeNull();
  });
});

describeWithDatabase('the /support/shops page', () => {
  it('renders every shop on the server in the page language, as plain JSON props, never cached', async () => {
    const set: Record<string, unknown> = {};
    const ctx = {
      req: { headers: {}, cookies: {} },
      res: { setHeader: (name: string, value: unknown) => (set[name.toLowerCase()] = value), getHeader: (name: string) => set[name.toLowerCase()] },
      query: {},
      locale: 'ku',
      resolvedUrl: '/support/shops',
    } as unknown as GetServerSidePropsContext;
    const result = (await shopsPage(ctx)) as { props: { shops: Array<{ id: string; name: string }> } };
    expect(result.props.shops).toHaveLength(shopSeed.length);
    expect(result.props.shops.find((s) => s.id === 'erbil-ankawa')?.name).toBe('فرۆشگای نوور – عەنکاوە');
    expect(JSON.parse(JSON.stringify(result.props))).toEqual(result.props);
    expect(set['cache-control']).toBe('private, no-store');
  });
});
