import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { WithFakeApi } from './__fixtures__/fake-api';
import { demoAlertSettings } from './__fixtures__/usage';
import { Alerts } from './Alerts';

/** /personal/my-account/alerts: the alert switches and the balance threshold. */
const meta = {
  title: 'Flows/Account/Alerts',
  render: () => (
    <WithFakeApi
      routes={{
        'GET /api/v1/account/alerts': { data: demoAlertSettings },
        'PUT /api/v1/account/alerts': (request) => ({ data: { ...request.body, lowBalanceThreshold: request.body.lowBalanceThreshold === null ? null : Number(request.body.lowBalanceThreshold) } }),
      }}
    >
      <div style={{ maxWidth: 600, margin: '0 auto', padding: '0 16px' }}>
        <Alerts />
      </div>
    </WithFakeApi>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'My balance falls below an amount' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount in IQD' }), '2000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save alerts' }));
    await expect(await canvas.findByText('Your alert settings are saved.')).toBeInTheDocument();
  },
};
export const Kurdish: Story = { globals: { locale: 'ku' } };
