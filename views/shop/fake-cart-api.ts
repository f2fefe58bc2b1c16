/**
 * Stories only: a stand-in for the cart API over a bag held in memory, so the product and bag screens
 * can be tried in Storybook (adding, "already in your bag", changing, removing) without a server.
 */
import type { CartView } from '@/lib/shop';

export function fakeCartFetch(start: CartView): typeof fetch {
  let bag: CartView = JSON.parse(JSON.stringify(start));
  // The few members the API client reads (a plain object: test environments may have no Response).
  const reply = (status: number, data: unknown, message = '') =>
    ({ status, ok: status < 400, headers: new Headers({ 'Content-Type': 'application/json' }), text: async () => JSON.stringify({ data, success: status < 400, message }) }) as Response;
  const total = () => {
    bag = { items: bag.items, subtotal: bag.items.reduce((s, i) => s + i.unitPrice * i.quantity, 0), count: bag.items.reduce((s, i) => s + i.quantity, 0) };
    bag.items = bag.items.map((i) => ({ ...i, lineTotal: i.unitPrice * i.quantity }));
  };
  return async (input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : {};
    const id = Number(url.pathname.split('/').pop());
    if (method === 'POST') {
      const existing = bag.items.find((i) => i.variantId === body.variantId);
      if (existing) return reply(409, { itemId: existing.id, quantity: existing.quantity }, 'Item already in cart.');
      return reply(201, bag);
    }
    if (method === 'PATCH') bag.items = bag.items.map((i) => (i.id === id ? { ...i, quantity: body.quantity } : i));
    if (method === 'DELETE') bag.items = bag.items.filter((i) => i.id !== id);
    total();
    return reply(200, bag);
  };
}
