import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MoneyApiProvider } from '@/flows/shared/api';
import { fakeApi, ok, testDeviceId } from '@/flows/shared/testing';
import { flowNames, flowRoutes } from '@/lib/flows';
import { renderWithProviders, testMessages } from '@/lib/testing/render';
import block from './block';
import { FlowEmbed, isEmbeddedFlow } from './FlowEmbed';

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
      for (const locale of ['ar', 'en', 'ku'] as const) {
        expect(testMessages[locale].blocks.FlowEmbed.actions).toHaveProperty([flow]);
      }
      if (isEmbeddedFlow(flow)) continue;
      const { unmount } = renderWithProviders(<FlowEmbed flow={flow} title="T" text="" />, { locale: 'en' });
      expect(screen.getByRole('link').textContent).not.toMatch(/blocks\.FlowEmbed/);
      unmount();
    }
    expect(block.schema.safeParse({ ...block.defaultProps, flow: 'lottery' }).success).toBe(false);
  });

  it('shows the roaming country search in place, under the title', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/v1/roaming-country/unique-countries': ok([
        { code: 'tr', name: 'Turkey' },
        { code: 'ae', name: 'United Arab Emirates' },
      ]),
      'GET /api/v1/roaming-country/tr/add-on-ids': ok([201]),
      'GET /api/v1/addon/201': ok({ id: 201, type: 'internet', title: 'Turkey roaming 5 GB', price: 20000, validityDays: 7, allowance: '5 GB', roaming: true }),
    });
    renderWithProviders(
      <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId}>
        <FlowEmbed flow="roaming" title="Find your destination" text="" />
      </MoneyApiProvider>,
      { locale: 'en' },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Find your destination' })).toBeInTheDocument();
    const box = await screen.findByRole('combobox', { name: 'Where are you going?' });
    await user.type(box, 'tur');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { name: 'Turkey roaming 5 GB' })).toBeInTheDocument();
  });
});
