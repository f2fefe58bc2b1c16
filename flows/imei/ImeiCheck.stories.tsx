import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { imeiFor } from '@/lib/imei';
import { toLocale } from '@/lib/locales';
import { MoneyApiProvider } from '../shared/api';
import { fakeApi, ok, refused, testDeviceId } from '../shared/testing';
import { ImeiCheck, type ImeiResult } from './ImeiCheck';

const KNOWN = '490154203237518';
const answers: Record<string, ImeiResult> = {
  [KNOWN]: { imei: KNOWN, device: { brand: 'Samsung', model: 'Galaxy A15' }, supports4g: true, supportsVolte: true, bands: ['B1', 'B3', 'B7', 'B20'] },
};

/** A stand-in for POST /api/v1/imei/check: 490154203237518 is a Galaxy A15, any other valid IMEI is unknown. */
const api = () =>
  fakeApi({
    'POST /api/v1/imei/check': (request) => {
      const imei = String(request.body?.imei ?? '');
      if (imei.length !== 15) return refused(400, 'The IMEI has 15 digits.', { errors: { imei: 'The IMEI has 15 digits.' } });
      return ok(answers[imei] ?? { imei, device: null, supports4g: false, supportsVolte: false, bands: [] });
    },
  });

/** The IMEI 4G check of the check-phone page (FlowEmbed flow "imei-check"). */
const meta = {
  title: 'Flows/IMEI check',
  args: {},
  render: (_args, { globals }) => (
    <MoneyApiProvider key={toLocale(globals.locale)} fetchImpl={api().fetchImpl} deviceId={testDeviceId}>
      <div style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
        <ImeiCheck />
      </div>
    </MoneyApiProvider>
  ),
} satisfies Meta<Record<string, never>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox'), KNOWN);
    await userEvent.click(canvas.getByRole('button', { name: 'افحص' }));
    await expect(await canvas.findByRole('heading', { name: 'Samsung Galaxy A15' })).toBeInTheDocument();
  },
};
export const English: Story = { globals: { locale: 'en' } };
export const EnglishUnknownPhone: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox'), imeiFor('01234567'));
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(await canvas.findByRole('heading', { name: 'Device not in our list' })).toBeInTheDocument();
  },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'بپشکنە' }));
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};
