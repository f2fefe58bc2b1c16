import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/lib/testing/render';
import { MoneyApiProvider } from '../../shared/api';
import { fakeApi, testDeviceId, type FakeApi } from '../../shared/testing';
import { vanityRoutes } from '../__fixtures__/vanity';
import { HighlightedNumber } from '../parts';
import { VanitySearch, type VanitySearchProps } from '../VanitySearch';

function renderSearch(props: Partial<VanitySearchProps> = {}, locale: Locale = 'en', api: FakeApi = fakeApi(vanityRoutes())) {
  renderWithProviders(
    <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId} navigate={jest.fn()}>
      <VanitySearch signedIn {...props} />
    </MoneyApiProvider>,
    { locale },
  );
  return api;
}

async function searchFor(user: ReturnType<typeof userEvent.setup>, digits: string) {
  const field = screen.getByLabelText('Digits to look for');
  await user.clear(field);
  await user.type(field, digits);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

const cardOf = (number: string) => screen.getByRole('button', { name: `Reserve ${number}` }).closest('li') as HTMLElement;

describe('HighlightedNumber', () => {
  it('marks every place the searched digits appear, and nothing else', () => {
    const { container } = renderWithProviders(<HighlightedNumber number="07713374444" digits="4444" />);
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['4444']);
    expect(container.textContent).toBe('07713374444');
    expect(container.firstElementChild).toHaveAttribute('dir', 'ltr');
  });
});

describe('vanity search', () => {
  it('asks for 4 to 6 digits before searching', async () => {
    const user = userEvent.setup();
    const api = renderSearch();
    await searchFor(user, '12');
    const field = screen.getByLabelText('Digits to look for');
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter 4 to 6 digits.')));
    expect(field).toHaveFocus();
    // Letters are not typed in at all.
    await user.type(field, 'ab');
    expect(field).toHaveValue('12');
    expect(api.calls('GET /api/v1/vanity/search')).toHaveLength(0);
  });

  it('lists the numbers with the digits marked, type, price, promo price and fee', async () => {
    const user = userEvent.setup();
    renderSearch();
    await searchFor(user, '4444');
    expect(await screen.findByRole('heading', { name: '4 numbers found' })).toBeInTheDocument();
    const gold = cardOf('07714444444');
    expect([...gold.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['4444']);
    expect(within(gold).getByText('Gold')).toBeInTheDocument();
    expect(within(gold).getByText('750,000 IQD')).toBeInTheDocument();
    expect(within(gold).getByText('712,500 IQD')).toBeInTheDocument();
    expect(within(gold).getByText('15,000 IQD')).toBeInTheDocument();
    const end = cardOf('07713374444');
    expect([...end.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['4444']);
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    renderSearch();
    await searchFor(user, '9090');
    expect(await screen.findByRole('heading', { name: 'No numbers found' })).toBeInTheDocument();
    expect(screen.getByText('No available number contains 9090. Try other digits.')).toBeInTheDocument();
  });

  it('a guest is sent to the sign-in page and back to the same number', async () => {
    const user = userEvent.setup();
    renderSearch({ signedIn: false });
    await searchFor(user, '4444');
    await user.click(await screen.findByRole('button', { name: 'Reserve 07714444444' }));
    const dialog = screen.getByRole('dialog', { name: 'Reserve 07714444444' });
    expect(within(dialog).getByText('Sign in to reserve')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Full name')).not.toBeInTheDocument();
    const link = within(dialog).getByRole('link', { name: 'Sign in' });
    const url = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(url.pathname).toBe('/en/personal/my-account/login');
    expect(url.searchParams.get('redirect')).toBe('/personal/vanity-numbers?digits=4444&number=07714444444');
  });

  it('back from the sign-in page: searches again and opens the same number', async () => {
    renderSearch({ initialDigits: '4444', initialNumber: '07754444123' });
    const dialog = await screen.findByRole('dialog', { name: 'Reserve 07754444123' });
    expect(within(dialog).getByLabelText('Full name')).toHaveFocus();
  });
});

describe('reserve dialog', () => {
  it('checks the fields, reserves once with an Idempotency-Key, and takes the number off the list', async () => {
    const user = userEvent.setup();
    const api = renderSearch();
    await searchFor(user, '4444');
    await user.click(await screen.findByRole('button', { name: 'Reserve 07714444444' }));
    const dialog = screen.getByRole('dialog', { name: 'Reserve 07714444444' });
    expect(within(dialog).getByText(/A reservation fee of 15,000 IQD is taken from your balance now and is not refunded/)).toBeInTheDocument();
    expect(within(dialog).getByText(/within 48 hours/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Reserve and pay 15,000 IQD' }));
    const name = within(dialog).getByLabelText('Full name');
    const contact = within(dialog).getByLabelText('Contact number');
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining('Required field.')));
    expect(contact).toHaveAccessibleDescription(expect.stringContaining('Phone is required.'));
    expect(name).toHaveFocus();
    expect(api.calls('POST /api/v1/vanity/reserve')).toHaveLength(0);

    await user.type(name, 'Zainab Ali Hassan');
    await user.type(contact, '0750 123 4567');
    await user.click(within(dialog).getByRole('button', { name: 'Reserve and pay 15,000 IQD' }));

    expect(await within(dialog).findByText('Number reserved')).toBeInTheDocument();
    const [request] = api.calls('POST /api/v1/vanity/reserve');
    expect(request.body).toEqual({ number: '07714444444', name: 'Zainab Ali Hassan', contactNumber: '07501234567' });
    expect(request.headers.get('Idempotency-Key')).toMatch(/\S{16,}/);
    expect(within(dialog).getByRole('link', { name: 'See my reservations' })).toHaveAttribute('href', '/en/personal/my-account/vanity-numbers');

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reserve 07714444444' })).not.toBeInTheDocument();
  });

  it('a number taken meanwhile: "Number not available"', async () => {
    const user = userEvent.setup();
    renderSearch();
    await searchFor(user, '4444');
    await user.click(await screen.findByRole('button', { name: 'Reserve 07724444418' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Full name'), 'Zainab Ali');
    await user.type(within(dialog).getByLabelText('Contact number'), '07501234567');
    await user.click(within(dialog).getByRole('button', { name: /Reserve and pay/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Number not available');
    // It is no longer offered behind the dialog.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Reserve 07724444418' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3 numbers found' })).toBeInTheDocument();
  });

  it.each([
    ['ar', 'حجز الرقم 07714444444', 'الاسم الكامل', 'ذهبي'],
    ['ku', 'حیجزکردنی ژمارەی 07714444444', 'ناوی تەواو', 'زێڕین'],
  ] as const)('speaks %s', async (locale, title, nameLabel, gold) => {
    renderSearch({ initialDigits: '4444', initialNumber: '07714444444' }, locale);
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByLabelText(nameLabel)).toBeInTheDocument();
    expect(within(dialog).getByText(gold)).toBeInTheDocument();
  });
});
