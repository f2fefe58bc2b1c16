import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MoneyApiProvider } from '@/flows/shared/api';
import { testDeviceId } from '@/flows/shared/testing';
import { renderWithProviders } from '@/lib/testing/render';
import { PartnerMap } from '../PartnerMap';
import { partnersApi } from '../__fixtures__/partners';

function setup(locale: 'ar' | 'en' | 'ku' = 'en') {
  const api = partnersApi();
  renderWithProviders(
    <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId}>
      <PartnerMap />
    </MoneyApiProvider>,
    { locale },
  );
  return { api, user: userEvent.setup() };
}

const listed = () => within(screen.getByRole('region', { name: /Partners/ })).queryAllByRole('heading', { level: 4 }).map((h) => h.textContent);

describe('Platinum partners map and list', () => {
  it('lists every partner with its category, governorate and discount badge, and a named pin per partner leading to its entry', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 4, name: 'Dijla Restaurants' })).toBeInTheDocument();
    expect(listed()).toEqual(['Dijla Restaurants', 'Ankawa Electronics', 'Al-Shifa Medical Labs']);
    const dijla = screen.getByRole('article', { name: 'Dijla Restaurants' });
    expect(within(dijla).getByText(/Restaurants and cafés · Baghdad/)).toBeInTheDocument();
    expect(within(dijla).getByText('Discount for Platinum cardholders: 15%')).toBeInTheDocument();
    const pins = within(screen.getByRole('group', { name: 'Map of Iraq with the Platinum partners' })).getAllByRole('link');
    expect(pins.map((p) => p.getAttribute('aria-label'))).toEqual(['Dijla Restaurants, 15% off', 'Ankawa Electronics, 5% off', 'Al-Shifa Medical Labs, 20% off']);
    expect(pins[0]).toHaveAttribute('href', '#partner-00000000-0000-4000-8000-000000000001');
    expect(document.getElementById('partner-00000000-0000-4000-8000-000000000001')).toContainElement(dijla);
  });

  it('filters by governorate and category through the API and says how many are left', async () => {
    const { api, user } = setup();
    await screen.findByRole('heading', { level: 4, name: 'Dijla Restaurants' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Governorate' }), 'erbil');
    expect(await screen.findByRole('status')).toHaveTextContent('1 partner');
    expect(listed()).toEqual(['Ankawa Electronics']);
    expect(api.requests.at(-1)!.query.get('governorate')).toBe('erbil');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'health');
    expect(await screen.findByText('No partner matches these filters yet.')).toBeInTheDocument();
    expect(listed()).toEqual([]);
    expect(within(screen.getByRole('group', { name: 'Map of Iraq with the Platinum partners' })).queryAllByRole('link')).toHaveLength(0);
  });

  it('speaks the page language (Arabic)', async () => {
    setup('ar');
    expect(await screen.findByRole('combobox', { name: 'المحافظة' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'كل الفئات' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'خريطة العراق مع شركاء بلاتينيوم' })).toBeInTheDocument();
  });
});
