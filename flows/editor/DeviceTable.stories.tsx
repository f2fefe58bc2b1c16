import type { Meta, StoryObj } from '@storybook/nextjs';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { fakeApi, ok, refused } from '../shared/testing';
import { DeviceTable, type Device } from './DeviceTable';

const sample: Device[] = [
  { tac: '35160042', brand: 'Apple', model: 'iPhone 15', supports4g: true, supportsVolte: true, bands: ['B1', 'B3', 'B7', 'B20'] },
  { tac: '35240098', brand: 'Samsung', model: 'Galaxy A15', supports4g: true, supportsVolte: true, bands: ['B1', 'B3', 'B7'] },
  { tac: '35740448', brand: 'Nokia', model: '105 (2019)', supports4g: false, supportsVolte: false, bands: [] },
];

/** The device table against an in-memory stand-in of /api/editor/devices (signed in). */
function Demo({ language }: { language: 'en' | 'ar' }) {
  const [api] = useState(() => {
    const devices = new Map(sample.map((d) => [d.tac, d]));
    return fakeApi({
      'GET /api/editor/me': ok({ email: 'editor@example.com', name: 'Editor' }),
      'GET /api/editor/devices': () => ok([...devices.values()]),
      'PUT /api/editor/devices': ({ body }) => {
        if (!/^\d{8}$/.test(String(body?.tac))) return refused(400, 'Not valid.', { errors: { tac: 'A TAC is the first 8 digits of an IMEI.' } });
        devices.set(body.tac, body);
        return ok(body);
      },
      'DELETE /api/editor/devices': ({ query }) => (devices.delete(query.get('tac') ?? '') ? ok(null) : refused(404, 'Not found.')),
    });
  });
  return <DeviceTable fetchImpl={api.fetchImpl} initialLanguage={language} />;
}

const meta = {
  title: 'Editor/Device table',
  args: { language: 'en' },
  render: (args) => <Demo language={args.language} />,
} satisfies Meta<{ language: 'en' | 'ar' }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('searchbox'), 'nokia');
    await expect(canvas.getByText('1 of 3 TACs')).toBeInTheDocument();
  },
};
export const Arabic: Story = { globals: { locale: 'ar' }, args: { language: 'ar' } };
