/**
 * The shop's catalogue and bag API (issue 12, parts 1 and 2; spec section 8 messages), on the real
 * database: the seeded catalogue, a category with its brand filter, orders and pages, a product with
 * its variants' stock, and every answer of the bag (limits, out of stock, already in the bag, another
 * bag's line, merge at sign-in, two adds at the same moment).
 */
import { eq } from 'drizzle-orm';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { getDb } from '@/lib/server/db';
import { cartItems, carts, products, productVariants } from '@/lib/server/db/schema';
import { seed } from '@/lib/server/db/seed/index';
import { productSeed } from '@/lib/server/db/seed/catalog-data';
import { shopSitemapEntries } from '@/lib/server/services/shop/catalogue';
import { callApi, type ApiReply } from '@/lib/server/testing/api';
import { DEMO } from '@/lib/server/testing/accounts';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { asRealDeployment } from '@/lib/server/testing/env';
import { signInAs } from '@/lib/server/testing/operator';
import { JOBS } from '@/lib/server/job-list';
import cartRoute from '@/pages/api/v1/cart/index';
import itemRoute from '@/pages/api/v1/cart/items/[itemId]';
import itemsRoute from '@/pages/api/v1/cart/items/index';
import login from '@/pages/api/v1/login/index';
import logout from '@/pages/api/v1/logout';
import productRoute from '@/pages/api/v1/products/[id]';
import categoryRoute from '@/pages/api/v1/products/category/[id]';

async function productId(slug: string): Promise<number> {
  const [row] = await (await getDb()).select({ id: products.id }).from(products).where(eq(products.slug, slug));
  return row.id;
}
async function variantId(sku: string): Promise<number> {
  const [row] = await (await getDb()).select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.sku, sku));
  return row.id;
}

const category = (id: string, query = '') => callApi(categoryRoute, { url: `/x?id=${id}&lang=en${query}` });

/** The cookies a reply sets, by name (value and the whole line). */
function setCookies(reply: ApiReply): Map<string, { value: string; line: string }> {
  return new Map(
    reply.headers.getSetCookie().map((line) => {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), { value: pair.slice(at + 1), line }];
    }),
  );
}

/** A browser with its own cookie jar (a guest until it signs in). */
function browser(extraHeaders: Record<string, string> = {}) {
  const jar = new Map<string, string>();
  const headers = () => ({ ...extraHeaders, ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}) });
  const keep = (reply: ApiReply) => {
    for (const [name, { value, line }] of setCookies(reply)) {
      if (/Max-Age=0/.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return reply;
  };
  return {
    jar,
    headers,
    keep,
    add: async (body: Record<string, unknown>, lang = 'en') => keep(await callApi(itemsRoute, { method: 'POST', url: `/x?lang=${lang}`, headers: headers(), body })),
    get: async (lang = 'en') => keep(await callApi(cartRoute, { url: `/x?lang=${lang}`, headers: headers() })),
    patch: async (itemId: number, quantity: number) => keep(await callApi(itemRoute, { method: 'PATCH', url: `/x?itemId=${itemId}&lang=en`, headers: headers(), body: { quantity } })),
    remove: async (itemId: number) => keep(await callApi(itemRoute, { method: 'DELETE', url: `/x?itemId=${itemId}&lang=en`, headers: headers() })),
  };
}

describeWithDatabase('shop catalogue and bag API', () => {
  beforeEach(() => resetRateLimits());

  describe('seeded catalogue', () => {
    it('has at least 24 products of 5 brands in the 4 categories, a variant with 3 left, one sold out, SIMs sold against an ID', async () => {
      const db = await getDb();
      const rows = await db.select().from(products);
      const variants = await db.select().from(productVariants);
      expect(rows.length).toBeGreaterThanOrEqual(24);
      expect(new Set(rows.map((r) => r.brand)).size).toBeGreaterThanOrEqual(5);
      expect(new Set(rows.map((r) => r.category))).toEqual(new Set(['phones', 'sims', 'routers', 'accessories']));
      for (const row of rows) {
        expect(new Set([row.names.ar, row.names.en, row.names.ku]).size).toBe(3);
        expect(row.specs?.ku.length).toBeGreaterThan(0);
        expect(variants.some((v) => v.productId === row.id)).toBe(true);
        expect(row.needsId).toBe(row.category === 'sims');
      }
      expect(variants.some((v) => v.stock === 3)).toBe(true);
      expect(variants.some((v) => v.stock === 0)).toBe(true);
    });

    it('seeding again changes nothing and keeps live stock (products by slug, variants by SKU)', async () => {
      const db = await getDb();
      const sku = 'nova-a15-black-64gb';
      await db.update(productVariants).set({ stock: 7 }).where(eq(productVariants.sku, sku));
      const before = [(await db.select().from(products)).length, (await db.select().from(productVariants)).length];
      await seed(db, { pages: false });
      expect([(await db.select().from(products)).length, (await db.select().from(productVariants)).length]).toEqual(before);
      expect((await db.select().from(productVariants).where(eq(productVariants.sku, sku)))[0].stock).toBe(7);
      expect(before[0]).toBe(productSeed.length);
    });
  });

  describe('GET /api/v1/products/category/{id}', () => {
    it('answers the category, its brands with counts and ProductItem entries', async () => {
      const reply = await category('phones');
      expect(reply.status).toBe(200);
      const { category: cat, brands, items, total } = reply.json.data;
      expect(cat).toEqual({ id: 'phones', name: 'Phones' });
      expect(brands).toContainEqual({ id: 'nova', name: 'Nova', count: 3 });
      expect(brands.reduce((sum: number, b: { count: number }) => sum + b.count, 0)).toBe(total);
      expect(items[0].type).toBe('ProductItem');
      expect(Object.keys(items[0].data).sort()).toEqual(['badges', 'brand', 'id', 'image', 'inStock', 'name', 'price']);
    });

    it('filters by brand and orders by price and by date', async () => {
      const nova = (await category('phones', '&brand=nova')).json.data.items.map((i: { data: { brand: string } }) => i.data.brand);
      expect(nova).toEqual(['Nova', 'Nova', 'Nova']);
      const asc = (await category('phones', '&sort=price-asc')).json.data.items.map((i: { data: { price: number } }) => i.data.price);
      expect(asc).toEqual([...asc].sort((a, b) => a - b));
      const desc = (await category('phones', '&sort=price-desc')).json.data.items.map((i: { data: { price: number } }) => i.data.price);
      expect(desc).toEqual([...asc].reverse());
      const newest = (await category('phones', '&sort=newest')).json.data.items[0].data;
      expect(newest.name).toBe('Nova A55');
    });

    it('shows a product whose every variant is sold out as not in stock, in the page language', async () => {
      const reply = await callApi(categoryRoute, { url: '/x?id=accessories&lang=ar' });
      expect(reply.json.data.category.name).toBe('الإكسسوارات');
      const buds = reply.json.data.items.find((i: { data: { name: string } }) => i.data.name === 'سماعات زها بودز برو');
      expect(buds.data.inStock).toBe(false);
      expect(buds.data.brand).toBe('زها');
    });

    it('answers 404 for an unknown category or page, 400 for a bad sort or page', async () => {
      expect((await category('tablets')).status).toBe(404);
      expect((await category('tablets')).json.message).toBe('This category does not exist.');
      expect((await category('phones', '&page=9')).status).toBe(404);
      expect((await category('phones', '&sort=cheapest')).status).toBe(400);
      expect((await category('phones', '&page=0')).status).toBe(400);
      expect((await category('phones', '&brand=No%20va')).status).toBe(400);
    });
  });

  it('lists the mall, the four categories and every product for the sitemap', async () => {
    const hrefs = (await shopSitemapEntries()).map((e) => e.href);
    expect(hrefs).toEqual(expect.arrayContaining(['/personal/mobile-mall', '/personal/shop/phones', '/personal/shop/accessories', `/personal/shop/product/${await productId('nova-a35')}`]));
    expect(hrefs).toHaveLength(1 + 4 + productSeed.length);
  });

  describe('GET /api/v1/products/{id}', () => {
    it('answers the product with its variants, each with its stock, and the per-order limit', async () => {
      const id = await productId('nova-a35');
      const reply = await callApi(productRoute, { url: `/x?id=${id}&lang=ku` });
      expect(reply.status).toBe(200);
      const p = reply.json.data;
      expect(p).toMatchObject({ id, name: 'نۆڤا A35', brand: 'نۆڤا', category: { id: 'phones', name: 'مۆبایلەکان' }, price: 185000, maxPerOrder: 3 });
      expect(p.images.length).toBeGreaterThan(1);
      expect(p.specs[0]).toEqual({ label: 'شاشە', value: '6.6″' });
      // With its picture in that colour (the product photo follows the colour chosen).
      expect(p.variants).toContainEqual({
        id: await variantId('nova-a35-black-128gb'),
        colour: 'ڕەش',
        colourHex: '#1d1b22',
        storage: '128 GB',
        price: 185000,
        stock: 3,
        image: '/images/products/colours/phone-2-1d1b22.svg',
      });
    });

    it('answers 404 for an unknown product and 400 for an id that is not a number', async () => {
      expect((await callApi(productRoute, { url: '/x?id=999999&lang=en' })).status).toBe(404);
      expect((await callApi(productRoute, { url: '/x?id=abc&lang=en' })).status).toBe(400);
    });
  });

  describe('the bag', () => {
    it('a guest adds a variant: an httpOnly bag cookie, the count cookie, and the bag with names, prices and stock state', async () => {
      const guest = browser();
      const added = await guest.add({ productId: await productId('nova-a35'), variantId: await variantId('nova-a35-black-128gb'), quantity: 2 });
      expect(added.status).toBe(201);
      const cookies = setCookies(added);
      expect(cookies.get('cart')?.line).toMatch(/HttpOnly/);
      expect(cookies.get('bag')?.value).toBe('2');
      expect(cookies.get('bag')?.line).not.toMatch(/HttpOnly/);
      // Only the hash of the token is stored.
      const stored = await (await getDb()).select().from(carts);
      expect(stored.some((c) => c.tokenHash === cookies.get('cart')?.value)).toBe(false);

      const bag = (await guest.get()).json.data;
      expect(bag.count).toBe(2);
      expect(bag.subtotal).toBe(370000);
      expect(bag.items[0]).toMatchObject({ name: 'Nova A35', variant: 'Black · 128 GB', unitPrice: 185000, quantity: 2, lineTotal: 370000, stock: 3, stockState: 'low', maxPerOrder: 3 });
      // Another browser has its own (empty) bag.
      expect((await browser().get()).json.data).toEqual({ items: [], subtotal: 0, count: 0 });
    });

    it('shows each line in the colour chosen: the picture the product page shows for that variant, else the product\'s own', async () => {
      const guest = browser();
      const nova = await productId('nova-a35');
      for (const sku of ['nova-a35-black-128gb', 'nova-a35-green-128gb']) {
        expect((await guest.add({ productId: nova, variantId: await variantId(sku), quantity: 1 })).status).toBe(201);
      }
      // A charger has no drawing per colour: its one picture.
      expect((await guest.add({ productId: await productId('zaha-charger-33w'), variantId: await variantId('zaha-charger-33w-white'), quantity: 1 })).status).toBe(201);

      const lines = (await guest.get()).json.data.items as Array<{ variantId: number; variant: string; image: string }>;
      const product = (await callApi(productRoute, { url: `/x?id=${nova}&lang=en` })).json.data as { variants: Array<{ id: number; image: string | null }> };
      expect(lines.map((l) => [l.variant, l.image])).toEqual([
        ['Black · 128 GB', '/images/products/colours/phone-2-1d1b22.svg'],
        ['Green · 128 GB', '/images/products/colours/phone-2-2e7d5b.svg'],
        ['White', '/images/products/charger.svg'],
      ]);
      // The same picture as the product page for that variant.
      for (const line of lines.slice(0, 2)) expect(line.image).toBe(product.variants.find((v) => v.id === line.variantId)?.image);
    });

    it('outside demo mode the guest cookie is __Host-cart (Secure, HttpOnly, SameSite=Lax) and only that name finds the bag', async () => {
      await asRealDeployment(async () => {
        const guest = browser();
        const added = await guest.add({ productId: await productId('zaha-charger-33w'), quantity: 1 });
        const cart = setCookies(added).get('__Host-cart');
        expect(cart?.line).toMatch(/; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/);
        expect(setCookies(added).get('bag')?.line).toMatch(/Secure$/);
        expect((await guest.get()).json.data.count).toBe(1);
        // A plain `cart` cookie (planted by a plain-http page or a sibling subdomain) is not a bag.
        expect((await browser({ cookie: `cart=${cart?.value}` }).get()).json.data.count).toBe(0);
      });
    });

    it('refuses a quantity outside 1..maxPerOrder with the spec message, in the page language', async () => {
      const guest = browser();
      const body = { productId: await productId('nova-a15'), variantId: await variantId('nova-a15-black-64gb') };
      for (const quantity of [0, 4]) {
        const reply = await guest.add({ ...body, quantity });
        expect(reply.status).toBe(400);
        expect(reply.json.message).toBe('Cannot add more than 3 or fewer than 1.');
      }
      const arabic = await guest.add({ ...body, quantity: 4 }, 'ar');
      expect(arabic.json.message).toBe('لا يمكن إضافة أكثر من 3 أو أقل من 1.');
    });

    it('refuses a sold-out variant ("Quantity reached zero") and more than the stock', async () => {
      const guest = browser();
      const soldOut = await guest.add({ productId: await productId('astra-x9-pro'), variantId: await variantId('astra-x9-pro-gold-1tb'), quantity: 1 });
      expect(soldOut.status).toBe(409);
      expect(soldOut.json.message).toMatch(/^Quantity reached zero/);
      const tooMany = await guest.add({ productId: await productId('zaha-power-bank'), variantId: await variantId('zaha-power-bank-white'), quantity: 4 });
      expect(tooMany.status).toBe(409);
      expect(tooMany.json.message).toBe('Only 3 left: choose fewer.');
      expect((await guest.get()).json.data.count).toBe(0);
    });

    it('answers "Item already in cart" for the same variant again, with the line to change instead', async () => {
      const guest = browser();
      const body = { productId: await productId('lumo-k1'), variantId: await variantId('lumo-k1-black'), quantity: 1 };
      const first = await guest.add(body);
      const again = await guest.add(body);
      expect(again.status).toBe(409);
      expect(again.json.message).toBe('Item already in cart.');
      expect(again.json.data).toEqual({ itemId: first.json.data.items[0].id, quantity: 1 });
    });

    it('a product with one variant needs no variantId; one with several does', async () => {
      const guest = browser();
      expect((await guest.add({ productId: await productId('nour-esim'), quantity: 1 })).status).toBe(201);
      const unchosen = await guest.add({ productId: await productId('nova-a35'), quantity: 1 });
      expect(unchosen.status).toBe(400);
      expect(unchosen.json.data.errors.variantId).toBe('Choose a colour or size first.');
      expect((await guest.add({ productId: await productId('nova-a35'), variantId: await variantId('nova-a15-black-64gb'), quantity: 1 })).status).toBe(404);
    });

    it('changes a quantity within the limits, removes a line, and never touches another bag', async () => {
      const guest = browser();
      const added = await guest.add({ productId: await productId('zaha-charger-33w'), quantity: 1 });
      const itemId = added.json.data.items[0].id;
      const changed = await guest.patch(itemId, 5);
      expect(changed.status).toBe(200);
      expect(changed.json.data).toMatchObject({ count: 5, subtotal: 75000 });
      expect((await guest.patch(itemId, 6)).json.message).toBe('Cannot add more than 5 or fewer than 1.');
      expect((await guest.patch(itemId, 0)).status).toBe(400);

      const stranger = browser();
      expect((await stranger.patch(itemId, 1)).status).toBe(404);
      expect((await stranger.remove(itemId)).status).toBe(404);

      const removed = await guest.remove(itemId);
      expect(removed.status).toBe(200);
      expect(removed.json.data.count).toBe(0);
      expect(setCookies(removed).get('bag')?.line).toMatch(/Max-Age=0/);
      expect((await guest.remove(itemId)).status).toBe(404);
    });

    it('refuses a cookie-carried change sent from another site', async () => {
      const reply = await callApi(itemsRoute, { method: 'POST', url: '/x?lang=en', headers: { 'sec-fetch-site': 'cross-site' }, body: { productId: 1, quantity: 1 } });
      expect(reply.status).toBe(403);
    });

    it('a subscriber has one bag on every device (by account)', async () => {
      const phone = browser(await signInAs('07701110001'));
      const laptop = browser(await signInAs('07701110001'));
      await phone.add({ productId: await productId('nour-data-sim'), quantity: 2 });
      expect(setCookies(await laptop.get()).get('bag')?.value).toBe('2');
      expect((await laptop.get()).json.data.items[0].name).toBe('Nour Data SIM 50 GB');
    });

    it('merges the guest bag into the subscriber bag at sign-in (larger quantity kept) and forgets the guest cookie', async () => {
      const account = await signInAs(DEMO.msisdn);
      const before = browser(account);
      await before.add({ productId: await productId('nova-a15'), variantId: await variantId('nova-a15-blue-64gb'), quantity: 1 });

      const guest = browser();
      await guest.add({ productId: await productId('nova-a15'), variantId: await variantId('nova-a15-blue-64gb'), quantity: 2 });
      await guest.add({ productId: await productId('tigris-usb-c-cable'), quantity: 1 });
      const guestToken = guest.jar.get('cart');
      const signedIn = guest.keep(await callApi(login, { method: 'POST', url: '/x?lang=en', headers: guest.headers(), body: { email: DEMO.email, password: DEMO.password } }));
      expect(signedIn.status).toBe(200);
      expect(guest.jar.has('cart')).toBe(false);
      expect(guest.jar.get('bag')).toBe('3');

      const merged = (await before.get()).json.data;
      expect(merged.items.map((i: { name: string; quantity: number }) => [i.name, i.quantity])).toEqual([
        ['Nova A15', 2],
        ['Tigris Braided USB-C Cable', 1],
      ]);
      // The guest bag is gone: its old cookie finds nothing.
      expect((await browser({ cookie: `cart=${guestToken}` }).get()).json.data.count).toBe(0);
      // Signing out forgets the header's count (the bag was the subscriber's).
      guest.keep(await callApi(logout, { method: 'POST', url: '/x?lang=en', headers: guest.headers() }));
      expect(guest.jar.has('bag')).toBe(false);
    });

    it('two adds of the same variant at the same moment: one line, the other "Item already in cart"', async () => {
      const guest = browser();
      await guest.add({ productId: await productId('nour-visitor-sim'), quantity: 1 });
      const body = { productId: await productId('zaha-clear-case'), variantId: await variantId('zaha-clear-case-astrax5'), quantity: 1 };
      const replies = await Promise.all([guest.add(body), guest.add(body), guest.add(body)]);
      expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      const db = await getDb();
      const lines = await db.select().from(cartItems).where(eq(cartItems.variantId, body.variantId));
      expect(lines).toHaveLength(1);
    });
  });

  it('the guest-bag job deletes guest bags untouched for 30 days, keeps subscribers\' bags, and a second run finds nothing', async () => {
    const guest = browser();
    await guest.add({ productId: await productId('zaha-charger-33w'), quantity: 1 });
    const subscriber = browser(await signInAs('07701110002'));
    await subscriber.add({ productId: await productId('zaha-charger-33w'), quantity: 1 });
    const job = JOBS.find((j) => j.name === 'expire-guest-carts')!;
    expect(await job.run(new Date(Date.now() + 29 * 86_400_000))).toBe(0);
    expect(await job.run(new Date(Date.now() + 31 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await job.run(new Date(Date.now() + 31 * 86_400_000))).toBe(0);
    expect((await guest.get()).json.data.count).toBe(0);
    expect((await subscriber.get()).json.data.count).toBe(1);
  });
});
