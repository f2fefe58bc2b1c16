import { screen } from '@testing-library/react';
import { flowNames, flowRoutes } from '@/lib/flows';
import { renderWithProviders } from '@/lib/testing/render';
import block from './block';
import { FlowEmbed } from './FlowEmbed';

describe('FlowEmbed', () => {
  it("shows the title and text and links to the flow's page in the page language", () => {
    renderWithProviders(<FlowEmbed flow="recharge" title="Recharge your balance" text="By scratch card or bank card." />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'Recharge your balance' })).toBeInTheDocument();
    expect(screen.getByText('By scratch card or bank card.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recharge now' })).toHaveAttribute('href', '/en/personal/my-account/recharge');
  });

  it('links without a prefix in Arabic and in the Kurdish prefix in Kurdish', () => {
    const { unmount } = renderWithProviders(<FlowEmbed flow="bill-pay" title="ادفع فاتورتك" text="" />, { locale: 'ar' });
    expect(screen.getByRole('link', { name: 'ادفع فاتورتك' })).toHaveAttribute('href', flowRoutes['bill-pay']);
    unmount();
    renderWithProviders(<FlowEmbed flow="shop-locator" title="فرۆشگاکان" text="" />, { locale: 'ku' });
    expect(screen.getByRole('link', { name: 'فرۆشگایەک بدۆزەرەوە' })).toHaveAttribute('href', '/ku/support/shops');
  });

  it('has an action label for every flow and refuses unknown flows', () => {
    for (const flow of flowNames) {
      const { unmount } = renderWithProviders(<FlowEmbed flow={flow} title="T" text="" />, { locale: 'en' });
      expect(screen.getByRole('link').textContent).not.toMatch(/blocks\.FlowEmbed/);
      unmount();
    }
    expect(block.schema.safeParse({ ...block.defaultProps, flow: 'lottery' }).success).toBe(false);
  });
});
