import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { demoNotifications, WithFakeApi } from './__fixtures__/fake-api';
import { Notifications } from './Notifications';

interface NotificationsStoryArgs {
  empty: boolean;
}

/** /personal/my-account/notifications: list, mark read, empty state. */
const meta = {
  title: 'Flows/Account/Notifications',
  args: { empty: false },
  render: ({ empty }) => (
    <WithFakeApi
      routes={{
        'GET /api/v1/notifications': { data: empty ? { items: [], unread: 0 } : demoNotifications },
        'POST /api/v1/notifications/read': (request) => ({
          data: {
            items: demoNotifications.items.map((n) => ({ ...n, read: n.read || !request.body?.ids || request.body.ids.includes(n.id) })),
            unread: request.body?.ids ? demoNotifications.unread - request.body.ids.length : 0,
          },
        }),
      }}
    >
      <div style={{ maxWidth: 900, margin: '0 auto', padding: '0 16px' }}>
        <Notifications />
      </div>
    </WithFakeApi>
  ),
} satisfies Meta<NotificationsStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('2 unread notifications')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(await canvas.findByText('No unread notifications')).toBeInTheDocument();
  },
};
export const Kurdish: Story = { globals: { locale: 'ku' } };
export const EmptyEnglish: Story = { globals: { locale: 'en' }, args: { empty: true } };
