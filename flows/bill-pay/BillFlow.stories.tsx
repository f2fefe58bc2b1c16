import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { toLocale } from '@/lib/locales';
import { postpaidLine, prepaidLine, WithMoneyApi } from '../shared/__fixtures__/money';
import { BillScreen } from './BillFlow';

interface Args {
  line: 'postpaid' | 'prepaid' | 'error';
}

/** The postpaid bill, its history and paying it by card; a prepaid line has no bills. */
const meta = {
  title: 'Flows/Bill payment',
  args: { line: 'postpaid' },
  argTypes: { line: { control: 'inline-radio', options: ['postpaid', 'prepaid', 'error'] } },
  render: ({ line }, { globals }) => {
    const locale = toLocale(globals.locale);
    const answer =
      line === 'error'
        ? { status: 503, body: { data: null, success: false, message: 'Cannot fetch information now.' } }
        : { body: { data: line === 'prepaid' ? prepaidLine : postpaidLine, success: true, message: '' } };
    return (
      <WithMoneyApi key={`${locale}-${line}`} locale={locale} overrides={{ 'GET /api/v1/account/line': answer }}>
        <BillScreen email="demo@example.com" />
      </WithMoneyApi>
    );
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = {
  globals: { locale: 'en' },
  // On phones the history is stacked rows whose cells show their column's name: every bill's status
  // keeps its "Status" label (the CSS shows data-label; jsdom has no layout, so the labels are checked).
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Bill history' });
    const rows = [...table.querySelectorAll('tbody tr')];
    await expect(rows).toHaveLength(3);
    for (const row of rows) {
      await expect([...row.querySelectorAll('[data-label]')].map((cell) => cell.getAttribute('data-label'))).toEqual(['Month', 'Amount', 'Due date', 'Status', 'PDF']);
    }
    await expect(canvas.getByText('Unpaid').closest('td')).toHaveAttribute('data-label', 'Status');
    // Each bill's PDF, in the page's language, named for its month.
    const pdfs = canvas.getAllByRole('link', { name: /^Download the bill for .+ as a PDF$/ });
    await expect(pdfs).toHaveLength(3);
    for (const link of pdfs) await expect(link.getAttribute('href')).toMatch(/^\/api\/v1\/account\/bills\/\d+\/pdf\?lang=en$/);
  },
};
export const Kurdish: Story = { globals: { locale: 'ku' } };
export const PrepaidEnglish: Story = { globals: { locale: 'en' }, args: { line: 'prepaid' } };
