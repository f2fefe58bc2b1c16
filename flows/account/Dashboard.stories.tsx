import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { storageKeys } from '@/lib/storage-keys';
import { postpaidLine, prepaidLine, WithFakeApi, type FakeHandler } from './__fixtures__/fake-api';
import { Dashboard } from './Dashboard';

interface DashboardStoryArgs {
  line: 'prepaid' | 'postpaid' | 'loading' | 'error';
  /** Show the survey prompt (it is shown once per browser). */
  survey: boolean;
}

function lineRoute(line: DashboardStoryArgs['line']): FakeHandler {
  if (line === 'error') return { status: 503, message: 'Cannot fetch information now.' };
  if (line === 'loading') return () => new Promise(() => undefined);
  return { data: line === 'prepaid' ? prepaidLine : postpaidLine };
}

function Survey({ show }: { show: boolean }) {
  if (typeof window !== 'undefined') {
    if (show) window.localStorage.removeItem(storageKeys.surveyPrompt);
    else window.localStorage.setItem(storageKeys.surveyPrompt, 'dismissed');
  }
  return null;
}

/** /personal/my-account: the line, balance, bundle meters, bill, quick actions, rating and survey. */
const meta = {
  title: 'Flows/Account/Dashboard',
  args: { line: 'prepaid', survey: false },
  argTypes: { line: { control: 'inline-radio', options: ['prepaid', 'postpaid', 'loading', 'error'] } },
  render: ({ line, survey }) => (
    <>
      <Survey show={survey} />
      <WithFakeApi routes={{ 'GET /api/v1/account/line': lineRoute(line), 'POST /api/v1/feedback/rating': { data: null } }}>
        <div style={{ maxWidth: 900, margin: '0 auto', padding: '0 16px' }}>
          <Dashboard />
        </div>
      </WithFakeApi>
    </>
  ),
} satisfies Meta<DashboardStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const meter = await canvas.findByRole('meter', { name: 'Internet 10 GB, 7 days' });
    await expect(meter).toHaveAttribute('aria-valuetext', expect.stringContaining('6,500 of 10,240 MB left, until'));
  },
};
export const Kurdish: Story = { globals: { locale: 'ku' }, args: { survey: true } };
export const PostpaidEnglish: Story = { globals: { locale: 'en' }, args: { line: 'postpaid' } };
export const LoadingArabic: Story = { globals: { locale: 'ar' }, args: { line: 'loading' } };
export const ErrorEnglish: Story = {
  globals: { locale: 'en' },
  args: { line: 'error' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Cannot fetch information now.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
