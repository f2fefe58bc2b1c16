import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { toLocale } from '@/lib/locales';
import { WithMoneyApi } from '../shared/__fixtures__/money';
import { ok } from '../shared/testing';
import { vanityRoutes } from './__fixtures__/vanity';
import { ReservationsScreen } from './Reservations';

/** My vanity numbers: two live reservations with the time left, one cancelled; cancel asks first. */
const meta = {
  title: 'Flows/My vanity numbers',
  args: { empty: false },
  render: ({ empty }, { globals }) => {
    const locale = toLocale(globals.locale);
    const routes = { ...vanityRoutes(300), ...(empty ? { 'GET /api/v1/vanity/reservations': ok([]) } : {}) };
    return (
      <WithMoneyApi key={`${locale}-${empty}`} locale={locale} overrides={routes}>
        <ReservationsScreen />
      </WithMoneyApi>
    );
  },
} satisfies Meta<{ empty: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel reservation: 07714444444' }));
    await expect(canvas.getByRole('alertdialog')).toHaveTextContent(/is not refunded/);
  },
};
export const Kurdish: Story = { globals: { locale: 'ku' } };
export const Empty: Story = { globals: { locale: 'en' }, args: { empty: true } };
