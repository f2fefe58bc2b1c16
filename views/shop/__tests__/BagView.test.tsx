import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { Locale } from '@/lib/locales';
import type { CartView } from '@/lib/shop';
import { storageKeys } from '@/lib/storage-keys';
import { renderWithProviders } from '@/lib/testing/render';
import { bagFixture } from '../fixtures';
import { BagView } from '../BagView';

type Call = { method: string; url: URL; body: any };

/** The cart API over a bag held in memory: GET answers it, PATCH and DELETE change it (or answer `refuse`). */
function fakeCart(start: CartView, refuse?: { status: number; message: string }) {
  let bag: CartView = JSON.parse(JSON.stringify(start));
  const calls: Call[] = [];
  const reply = (status: number, data: unknown, message = '') => ({ status, ok: status < 400, headers: new Headers(), text: async () => JSON.stringify({ data, success: status < 400, message }) });
  globalThis.fetch = jest.fn(async (input: string, init: RequestInit = {}) => {
    const call = { method: init.method ?? 'GET', url: new URL(input, 'http://localhost'), body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(call);
    if (call.method !== 'GET' && refuse) return reply(refuse.status, null, refuse.message);
    const id = Number(call.url.pathname.split('/').pop());
    if (call.method === 'PATCH') bag.items = bag.items.map((i) => (i.id === id ? { ...i, quantity: call.body.quantity, lineTotal: i.unitPrice * call.body.quantity } : i));
    if (call.method === 'DELETE') bag.items = bag.items.filter((i) => i.id !== id);
    bag = { items: bag.items, subtotal: bag.items.reduce((s, i) => s + i.lineTotal, 0), count: bag.items.reduce((s, i) => s + i.quantity, 0) };
    return reply(200, bag);
  }) as unknown as typeof fetch;
  return calls;
}

function renderBag(locale: Locale = 'en') {
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BagView />
    </SWRConfig>,
    { locale },
  );
}

const original = globalThis.fetch;
beforeEach(() => window.localStorage.setItem(storageKeys.deviceId, 'test-device'));
afterEach(() => {
  globalThis.fetch = original;
});

describe('BagView', () => {
  it('lists the lines with their variant, price, stock state and total, the subtotal and the way to checkout', async () => {
    fakeCart(bagFixture('en'));
    renderBag();
    const line = (await screen.findByRole('heading', { name: 'Nova A35' })).closest('article') as HTMLElement;
    expect(line).toHaveTextContent('Black · 128 GB');
    expect(line).toHaveTextContent('185,000 IQD');
    expect(line).toHaveTextContent('Only 3 left');
    expect(line).toHaveTextContent('370,000 IQD');
    expect(within(line).getByRole('spinbutton', { name: 'Quantity of Nova A35' })).toHaveValue(2);
    expect(screen.getByText('385,000 IQD')).toBeInTheDocument();
    expect(screen.getByText('3 items')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/en/personal/shop/checkout');
  });

  it('changes a quantity with the stepper (never past the stock) and updates the totals', async () => {
    const user = userEvent.setup();
    const calls = fakeCart(bagFixture('en'));
    renderBag();
    const more = await screen.findByRole('button', { name: 'One more Nova A35' });
    await user.click(more);
    expect(calls.at(-1)).toMatchObject({ method: 'PATCH', body: { quantity: 3 } });
    expect(calls.at(-1)?.url.pathname).toBe('/api/v1/cart/items/7');
    expect(await screen.findByText('555,000 IQD')).toBeInTheDocument();
    // 3 left and at most 3 per order: no more.
    expect(screen.getByRole('button', { name: 'One more Nova A35' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Quantity updated.');
  });

  it('removes a line, and shows the empty state when the bag is empty', async () => {
    const user = userEvent.setup();
    const calls = fakeCart({ ...bagFixture('en'), items: bagFixture('en').items.slice(0, 1) });
    renderBag();
    await user.click(await screen.findByRole('button', { name: 'Remove Nova A35 from the bag' }));
    expect(calls.at(-1)?.method).toBe('DELETE');
    expect(await screen.findByText('Your bag is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the mobile mall' })).toHaveAttribute('href', '/en/personal/mobile-mall');
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('shows the server refusal on the line, in the page language', async () => {
    const user = userEvent.setup();
    fakeCart(bagFixture('ku'), { status: 409, message: 'تەنها 3 ماوە: ژمارەیەکی کەمتر هەڵبژێرە.' });
    renderBag('ku');
    await user.click(await screen.findByRole('button', { name: 'دانەیەک کەمتر لە نۆڤا A35' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('تەنها 3 ماوە');
  });
});
