import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/lib/testing/render';
import { storageKeys } from '@/lib/storage-keys';
import { productFixture } from '../fixtures';
import { ProductView } from '../ProductView';

type Call = { method: string; url: URL; body: any };

/** A fetch that answers like the cart API: `replies` in order. */
function fakeFetch(replies: Array<{ status: number; data: unknown; message?: string }>) {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: string, init: RequestInit = {}) => {
    calls.push({ method: init.method ?? 'GET', url: new URL(input, 'http://localhost'), body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const reply = replies.shift() ?? { status: 500, data: null };
    return { status: reply.status, ok: reply.status < 400, headers: new Headers(), text: async () => JSON.stringify({ data: reply.data, success: reply.status < 400, message: reply.message ?? '' }) };
  }) as unknown as typeof fetch;
  return calls;
}

const original = globalThis.fetch;
beforeEach(() => window.localStorage.setItem(storageKeys.deviceId, 'test-device'));
afterEach(() => {
  globalThis.fetch = original;
});

describe('ProductView', () => {
  it('starts on the first variant that can be bought and shows its stock state ("Only 3 left")', () => {
    renderWithProviders(<ProductView product={productFixture('en')} />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Nova A35' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Black' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '128 GB' })).toBeChecked();
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    expect(screen.getByText('185,000 IQD')).toBeInTheDocument();
    // Breadcrumbs lead back to the category and the mall.
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumbs' }));
    expect(crumbs.getByRole('link', { name: 'Phones' })).toHaveAttribute('href', '/en/personal/shop/phones');
  });

  it('switches variant by colour and storage: price and stock follow; a sold-out one cannot be added', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductView product={productFixture('en')} />, { locale: 'en' });
    await user.click(screen.getByRole('radio', { name: 'Green' }));
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '128 GB' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: /256 GB/ }));
    expect(screen.getByText('215,000 IQD')).toBeInTheDocument();
    expect(screen.getAllByText('Out of stock').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Add to bag' })).not.toBeInTheDocument();
    expect(screen.getByText('This option is out of stock. Choose another one.')).toBeInTheDocument();
  });

  it('the photo follows the chosen colour, from whichever picture of the gallery was shown', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductView product={productFixture('en')} />, { locale: 'en' });
    const photo = () => within(screen.getByRole('region', { name: 'Pictures of Nova A35' })).getAllByRole('img')[0];
    expect(photo()).toHaveAccessibleName('Nova A35 · Black');
    expect(photo().getAttribute('src')).toContain('phone-2-1d1b22');
    await user.click(screen.getByRole('button', { name: /Picture 2 of/ }));
    await user.click(screen.getByRole('radio', { name: 'Green' }));
    expect(photo()).toHaveAccessibleName('Nova A35 · Green');
    expect(photo().getAttribute('src')).toContain('phone-2-2e7d5b');
  });

  it('keeps the quantity within the stock and the per-order limit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductView product={productFixture('en')} />, { locale: 'en' });
    const more = screen.getByRole('button', { name: 'More' });
    await user.click(more);
    await user.click(more);
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3);
    expect(more).toBeDisabled();
    expect(screen.getByText('At most 3 per order.')).toBeInTheDocument();
  });

  it('adds the chosen variant and quantity to the bag, and tells the header', async () => {
    const user = userEvent.setup();
    const calls = fakeFetch([{ status: 201, data: { items: [], subtotal: 370000, count: 2 } }]);
    const changed = jest.fn();
    window.addEventListener('shop:bag', changed);
    renderWithProviders(<ProductView product={productFixture('en')} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));
    expect(await screen.findByText('Added to your bag.')).toBeInTheDocument();
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url.pathname).toBe('/api/v1/cart/items');
    expect(calls[0].body).toEqual({ productId: 2, variantId: 21, quantity: 2 });
    expect(changed).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'View bag' })).toHaveAttribute('href', '/en/personal/shop/bag');
    window.removeEventListener('shop:bag', changed);
  });

  it('offers to change the quantity when the variant is already in the bag', async () => {
    const user = userEvent.setup();
    const calls = fakeFetch([
      { status: 409, data: { itemId: 7, quantity: 1 }, message: 'Item already in cart.' },
      { status: 200, data: { items: [], subtotal: 370000, count: 2 } },
    ]);
    renderWithProviders(<ProductView product={productFixture('en')} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));
    expect(await screen.findByText('This item is already in your bag (1).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change the quantity to 2' }));
    expect(await screen.findByText('Quantity updated.')).toBeInTheDocument();
    expect(calls[1]).toMatchObject({ method: 'PATCH', body: { quantity: 2 } });
    expect(calls[1].url.pathname).toBe('/api/v1/cart/items/7');
  });

  it('shows the server message when the bag refuses (in the page language)', async () => {
    const user = userEvent.setup();
    fakeFetch([{ status: 409, data: { stock: 0 }, message: 'وصلت الكمية إلى الصفر: نفد هذا المنتج.' }]);
    renderWithProviders(<ProductView product={productFixture('ar')} />, { locale: 'ar' });
    expect(screen.getByText('بقي 3 فقط')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'أضف إلى السلة' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('وصلت الكمية إلى الصفر');
  });
});
