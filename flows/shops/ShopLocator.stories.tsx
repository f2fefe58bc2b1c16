import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { toLocale } from '@/lib/locales';
import { MoneyApiProvider } from '../shared/api';
import { fakeApi, ok, testDeviceId } from '../shared/testing';
import { sampleShops } from './__fixtures__/shops';
import { ShopLocator } from './ShopLocator';

/** A stand-in for GET /api/v1/shops that filters the three sample shops by governorate. */
const api = () =>
  fakeApi({
    'GET /api/v1/shops': (request) => {
      const governorate = request.query.get('governorate');
      return ok(governorate ? sampleShops.filter((s) => s.governorate.id === governorate) : sampleShops);
    },
  });

const denied: Pick<Geolocation, 'getCurrentPosition'> = {
  getCurrentPosition: (_ok, error) => error?.({ code: 1, message: 'denied' } as GeolocationPositionError),
};

/** The shop locator of /support/shops: filters, near me, the SVG map of Iraq and the list. */
const meta = {
  title: 'Flows/Shop locator',
  args: {},
  render: (_args, { globals }) => (
    <MoneyApiProvider key={toLocale(globals.locale)} fetchImpl={api().fetchImpl} deviceId={testDeviceId}>
      <div style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
        <ShopLocator initialShops={sampleShops} geolocation={globals.geolocation === 'denied' ? denied : undefined} />
      </div>
    </MoneyApiProvider>
  ),
} satisfies Meta<Record<string, never>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Governorate' }), 'erbil');
    await expect(await canvas.findByText('(1 shop)')).toBeInTheDocument();
  },
};
/** "Near me" refused by the visitor: the message, and the list as before. */
export const KurdishLocationDenied: Story = {
  globals: { locale: 'ku', geolocation: 'denied' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'نزیک من' }));
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};
