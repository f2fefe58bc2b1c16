/**
 * Bills and receipts as PDF (issue 33 part 4): each bill of the history and the receipt of a paid
 * payment link to their PDF in the page's language, named for a screen reader in ar, en and ku.
 */
import { screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/lib/testing/render';
import { bills, payment, postpaidLine } from '../../shared/__fixtures__/money';
import { MoneyApiProvider } from '../../shared/api';
import { fakeApi, ok, testDeviceId } from '../../shared/testing';
import { PaymentResult } from '../../payment/PaymentResult';
import { BillFlow } from '../BillFlow';

function render(children: React.ReactNode, locale: Locale, routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId} navigate={jest.fn()}>
        {children}
      </MoneyApiProvider>
    </SWRConfig>,
    { locale },
  );
}

describe('bills and receipts as PDF', () => {
  it.each([
    ['en', 'Download the bill for October 2026 as a PDF', 'Download the receipt (PDF)'],
    ['ar', /^تنزيل فاتورة .+ 2026 بصيغة PDF$/, 'تنزيل الإيصال (PDF)'],
    ['ku', /^پسوڵەی .+ 2026 وەک PDF دابگرە$/, 'داگرتنی پسوولە (PDF)'],
  ] as const)('%s: every bill of the history and a paid receipt link to their PDF in the page’s language', async (locale, billLink, receiptLink) => {
    render(<BillFlow />, locale, { 'GET /api/v1/account/line': ok(postpaidLine), 'GET /api/v1/account/bills': ok(bills) });
    const history = (await screen.findAllByRole('table'))[0];
    const links = await within(history).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(bills.map((bill) => `/api/v1/account/bills/${bill.id}/pdf?lang=${locale}`));
    expect(links[0]).toHaveAccessibleName(billLink);
    expect(links[0]).toHaveAttribute('download');

    render(<PaymentResult orderId={payment('succeeded').orderId} />, locale, { 'GET /api/v1/payments/*': ok(payment('succeeded')) });
    const receipt = await screen.findByRole('link', { name: receiptLink });
    expect(receipt).toHaveAttribute('href', `/api/v1/payments/Xb3kQ9vR2mTn8yLp4sWc1A/receipt?lang=${locale}`);
  });
});
