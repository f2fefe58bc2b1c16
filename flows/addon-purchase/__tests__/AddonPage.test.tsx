import { screen } from '@testing-library/react';
import type { AddonSummary } from '@/lib/catalog';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/lib/testing/render';
import { MoneyApiProvider } from '../../shared/api';
import { fakeApi, testDeviceId } from '../../shared/testing';
import { AddonPage } from '../AddonPage';
import { savePendingPurchase } from '../resume';

const addon = (locale: Locale): AddonSummary => ({
  id: 101,
  type: 'internet',
  title: locale === 'en' ? 'Internet 10 GB, 7 days' : 'باقة أسبوعية 10 غيغابايت',
  price: 5000,
  validityDays: 7,
  allowance: '10 GB',
  roaming: false,
});

function renderPage(locale: Locale, query: Record<string, string>) {
  renderWithProviders(
    <MoneyApiProvider fetchImpl={fakeApi({}).fetchImpl} deviceId={testDeviceId}>
      <AddonPage addon={addon(locale)} />
    </MoneyApiProvider>,
    { locale, router: { query } },
  );
}

const waiting = (addonId = 101) =>
  savePendingPurchase({ addonId, msisdn: '07701234568', pid: 'P9', title: 'Internet 10 GB, 7 days', price: 5000, codeSentAt: Date.now() - 60_000 });

describe('the add-on page after a recharge (?resume=1)', () => {
  afterEach(() => window.sessionStorage.clear());

  it.each([
    ['en', 'Confirmation code', '07701234568'],
    ['ar', 'رمز التأكيد', '07701234568'],
  ] as const)('%s: reopens the purchase at its code', async (locale, codeLabel, msisdn) => {
    waiting();
    renderPage(locale, { resume: '1' });
    const dialog = await screen.findByRole('dialog');
    expect(await screen.findByLabelText(codeLabel)).toHaveFocus();
    expect(dialog).toHaveTextContent(msisdn);
  });

  it.each([
    ['without ?resume=1', 101, {}],
    ['for another add-on', 102, { resume: '1' }],
  ] as const)('opens nothing %s', async (_, waitingFor, query) => {
    waiting(waitingFor);
    renderPage('en', query);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Buy' })).toBeInTheDocument();
  });
});
