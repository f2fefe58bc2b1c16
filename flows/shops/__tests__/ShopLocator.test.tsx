import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MoneyApiProvider } from '@/flows/shared/api';
import { fakeApi, ok, testDeviceId } from '@/flows/shared/testing';
import type { ShopView } from '@/lib/shops';
import { renderWithProviders } from '@/lib/testing/render';
import { ShopLocator } from '../ShopLocator';
import { sampleShops } from '../__fixtures__/shops';

type Geo = Pick<Geolocation, 'getCurrentPosition'>;
const allowed = (lat: number, lng: number): Geo => ({
  getCurrentPosition: (success) => success({ coords: { latitude: lat, longitude: lng } } as GeolocationPosition),
});
const denied: Geo = {
  getCurrentPosition: (_success, error) => error?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
};

function setup(geolocation: Geo | null, routes: Parameters<typeof fakeApi>[0] = {}, locale: 'ar' | 'en' | 'ku' = 'en') {
  const api = fakeApi({ 'GET /api/v1/shops': ok(sampleShops), ...routes });
  renderWithProviders(
    <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId}>
      <ShopLocator initialShops={sampleShops} geolocation={geolocation} />
    </MoneyApiProvider>,
    { locale },
  );
  return { api, user: userEvent.setup() };
}

const names = () => within(screen.getByRole('region', { name: /Shops/ })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('shop locator', () => {
  it('lists the shops with status, hours, services and a directions link through /api/redirect', () => {
    setup(null);
    expect(names()).toEqual(['Nour Store – Karrada', 'Nour Authorised Dealer – Zubair', 'Nour Store – Ankawa']);
    const karrada = screen.getByRole('article', { name: 'Nour Store – Karrada' });
    expect(within(karrada).getByText('Open')).toBeInTheDocument();
    expect(within(karrada).getByText(/SIM swap, New lines/)).toBeInTheDocument();
    expect(within(karrada).getByRole('row', { name: /Friday 14:00–21:00/ })).toBeInTheDocument();
    const zubair = screen.getByRole('article', { name: 'Nour Authorised Dealer – Zubair' });
    expect(within(zubair).getByText('On a break')).toBeInTheDocument();
    expect(within(zubair).getByRole('row', { name: /Friday Closed/ })).toBeInTheDocument();
    const directions = within(karrada).getByRole('link', { name: 'Directions to Nour Store – Karrada' });
    expect(directions.getAttribute('href')).toMatch(/^\/api\/redirect\?target=https%3A%2F%2Fwww\.google\.com%2Fmaps%2Fdir%2F/);
  });

  it('has a focusable, named pin per shop on the map that leads to its entry in the list', async () => {
    const { user } = setup(null);
    const map = screen.getByRole('group', { name: 'Map of Iraq with the shops' });
    const pins = within(map).getAllByRole('link');
    expect(pins.map((p) => p.getAttribute('aria-label'))).toEqual(['Nour Store – Karrada, Open', 'Nour Authorised Dealer – Zubair, On a break', 'Nour Store – Ankawa, Closed']);
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(pins[0]).toHaveFocus();
    expect(pins[1]).toHaveAttribute('href', '#shop-basra-zubair');
  });

  it('filters by governorate and type through the API', async () => {
    const erbil = sampleShops.filter((s) => s.governorate.id === 'erbil');
    const { api, user } = setup(null, { 'GET /api/v1/shops': ok(erbil) });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Governorate' }), 'erbil');
    expect(await screen.findByText('(1 shop)')).toBeInTheDocument();
    expect(names()).toEqual(['Nour Store – Ankawa']);
    // Screen readers hear how many shops the new list has.
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('1 shop');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of shop' }), 'service-centre');
    const last = api.calls('GET /api/v1/shops').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({ governorate: 'erbil', category: 'service-centre', lang: 'en' });
  });

  it('near me: sends the position and shows the nearest first with distances', async () => {
    const sorted: ShopView[] = [
      { ...sampleShops[2], distance: 1.2 },
      { ...sampleShops[0], distance: 320.5 },
      { ...sampleShops[1], distance: 690 },
    ];
    const { api, user } = setup(allowed(36.19, 44.01), { 'GET /api/v1/shops': ok(sorted) });
    await user.click(screen.getByRole('button', { name: 'Near me' }));
    expect(await screen.findByText('Nearest shops first.')).toBeInTheDocument();
    expect(names()).toEqual(['Nour Store – Ankawa', 'Nour Store – Karrada', 'Nour Authorised Dealer – Zubair']);
    expect(screen.getByText(/1\.2 km away/)).toBeInTheDocument();
    expect(Object.fromEntries(api.calls('GET /api/v1/shops').at(-1)!.query)).toEqual({ lat: '36.1900', lng: '44.0100', lang: 'en' });
  });

  it('near me refused: says "Location access denied" and the list and filters still work', async () => {
    const { api, user } = setup(denied, { 'GET /api/v1/shops': ok(sampleShops.slice(1, 2)) }, 'ar');
    await user.click(screen.getByRole('button', { name: 'الأقرب إليّ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('تم رفض الوصول إلى الموقع. اختر محافظة لتجد متجراً.');
    expect(api.requests).toHaveLength(0);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    await user.selectOptions(screen.getByRole('combobox', { name: 'المحافظة' }), 'basra');
    expect(await screen.findByText('(متجر واحد)')).toBeInTheDocument();
  });
});
