import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { WithFakeApi } from './__fixtures__/fake-api';
import { ConnectMifi, type MifiLine } from './ConnectMifi';

interface MifiStoryArgs {
  linked: boolean;
}

const mifi: MifiLine = { msisdn: '07705555555', status: 'active', type: 'prepaid' };

/** /personal/my-account/connect-mifi: number → code sent to the MiFi → linked. */
const meta = {
  title: 'Flows/Account/ConnectMifi',
  args: { linked: false },
  render: ({ linked }) => (
    <WithFakeApi
      routes={{
        'GET /api/v1/account/mifi': { data: linked ? [mifi] : [] },
        'POST /api/v1/account/mifi/start': { data: { resendAfter: 60, length: 6 } },
        'POST /api/v1/account/mifi/confirm': { data: [mifi] },
      }}
    >
      <div style={{ maxWidth: 900, margin: '0 auto', padding: '0 16px' }}>
        <ConnectMifi />
      </div>
    </WithFakeApi>
  ),
} satisfies Meta<MifiStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'MiFi number' }), '07705555555');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the code to the MiFi' }));
    await expect(await canvas.findByRole('heading', { name: 'Enter the code' })).toBeInTheDocument();
    await userEvent.keyboard('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Link the MiFi' }));
    await expect(await canvas.findByText('07705555555')).toBeInTheDocument();
  },
};
export const KurdishLinked: Story = { globals: { locale: 'ku' }, args: { linked: true } };
