import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { PaymentStatusData } from '@/lib/account-api';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/lib/testing/render';
import { payment } from '../../shared/__fixtures__/money';
import { MoneyApiProvider } from '../../shared/api';
import { PaymentResult } from '../PaymentResult';
import { rememberReturn } from '../return-path';
import { fakeApi, ok, testDeviceId } from '../../shared/testing';

function renderResult(answer: PaymentStatusData, locale: Locale) {
  const api = fakeApi({ 'GET /api/v1/payments/*': ok(answer) });
  renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId} navigate={jest.fn()}>
        <PaymentResult orderId={answer.orderId} />
      </MoneyApiProvider>
    </SWRConfig>,
    { locale },
  );
}

/** The rules of the screen's stylesheet for an element's classes (in tests a CSS Modules class is its own name). */
const rulesFor = (element: Element) => {
  const css = fs.readFileSync(path.join(__dirname, '../PaymentResult.module.css'), 'utf8');
  return [...element.classList].flatMap((c) => css.match(new RegExp(`\\.${c}[^{]*\\{[^}]*\\}`, 'g')) ?? []).join('\n');
};

describe('a declined card', () => {
  it.each([
    ['en', 'Payment unsuccessful', 'Your card was declined. Try another card or another way to pay. Nothing was taken from your card.', 'Try another card', 'Recharge with a scratch card'],
    ['ar', 'لم تنجح عملية الدفع', 'رُفضت بطاقتك. جرّب بطاقة أخرى أو طريقة دفع أخرى. لم يُخصم أي مبلغ من بطاقتك.', 'جرّب بطاقة أخرى', 'اشحن ببطاقة شحن'],
  ] as const)('%s: says the card was declined and what to do instead, without repeating the heading', async (locale, heading, text, retry, other) => {
    renderResult(payment('declined'), locale);
    const title = await screen.findByRole('heading', { name: heading });
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('alert')).not.toHaveTextContent(heading);
    expect(screen.queryByText(/try again later|حاول مرة أخرى لاحقاً/)).toBeNull();
    expect(screen.getByRole('link', { name: retry })).toHaveAttribute('href', expect.stringContaining('tab=card'));
    expect(screen.getByRole('link', { name: other })).toHaveAttribute('href', expect.stringContaining('tab=scratch'));
    // The short reference, not the long internal id, in its two groups.
    expect(screen.getByText('7KD29-XQ4M1')).toBeInTheDocument();
    expect(screen.queryByText('Xb3kQ9vR2mTn8yLp4sWc1A')).toBeNull();

    // The heading takes focus on load (a screen reader starts there) without a focus ring: the page
    // moved focus, not the user.
    expect(title).toHaveFocus();
    expect(title).toHaveAttribute('tabindex', '-1');
    expect(rulesFor(title)).toMatch(/:focus[^{]*\{[^}]*outline:\s*none/);
  });

  it('an e-voucher payment offers another card only (there is no other way to buy one)', async () => {
    renderResult(payment('declined', 'e-voucher'), 'en');
    await screen.findByRole('heading', { name: 'Payment unsuccessful' });
    expect(screen.getByRole('link', { name: 'Try another card' })).toHaveAttribute('href', '/en/e-voucher');
    expect(screen.queryByRole('link', { name: 'Recharge with a scratch card' })).toBeNull();
  });
});

describe('a successful payment', () => {
  it.each([
    ['en', 'Payment successful', 'Order number'],
    ['ar', 'تمّ الدفع بنجاح', 'رقم الطلب'],
  ] as const)('%s: the receipt shows the short reference and the heading has focus without a ring', async (locale, heading, label) => {
    renderResult(payment('succeeded'), locale);
    const title = await screen.findByRole('heading', { name: heading });
    expect(title).toHaveFocus();
    expect(rulesFor(title)).toMatch(/outline:\s*none/);
    const receipt = screen.getByRole('region', { name: locale === 'en' ? 'Receipt' : 'الإيصال' });
    expect(receipt).toHaveTextContent(`${label}7KD29-XQ4M1`);
    expect(receipt).not.toHaveTextContent('Xb3kQ9vR2mTn8yLp4sWc1A');
  });
});

describe('a recharge paid for an add-on purchase', () => {
  afterEach(() => window.sessionStorage.clear());

  it.each([
    ['en', 'Payment successful', 'Continue your purchase', '/en/personal/add-on/101?resume=1'],
    ['ar', 'تمّ الدفع بنجاح', 'أكمل عملية الشراء', '/personal/add-on/101?resume=1'],
  ] as const)('%s: the success screen offers to continue the purchase', async (locale, heading, label, href) => {
    rememberReturn('Xb3kQ9vR2mTn8yLp4sWc1A', '/personal/add-on/101?resume=1', 'purchase');
    renderResult(payment('succeeded'), locale);
    await screen.findByRole('heading', { name: heading });
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
  });

  it('a plain return (the low-balance flow) still says "Continue"', async () => {
    rememberReturn('Xb3kQ9vR2mTn8yLp4sWc1A', '/personal/my-account/balance-low/shukran');
    renderResult(payment('succeeded'), 'en');
    await screen.findByRole('heading', { name: 'Payment successful' });
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/en/personal/my-account/balance-low/shukran');
    expect(screen.queryByRole('link', { name: 'Continue your purchase' })).toBeNull();
  });
});
