import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddonSummary } from '@/lib/catalog';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/lib/testing/render';
import { MoneyApiProvider } from '../../shared/api';
import { fakeApi, testDeviceId } from '../../shared/testing';
import { AddonPage } from '../AddonPage';
import { pendingPurchase, savePendingPurchase } from '../resume';

// The page's read of the waiting purchase is watched (the real function still answers).
jest.mock('../resume', () => {
  const actual = jest.requireActual<typeof import('../resume')>('../resume');
  return { ...actual, pendingPurchase: jest.fn(actual.pendingPurchase) };
});

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

  /** Buy, pressed now, opens the purchase at its start (the number), not at a waiting code. */
  async function buyStartsAfresh() {
    await userEvent.click(screen.getByRole('link', { name: 'Buy' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByLabelText('Mobile number')).toHaveValue('');
    expect(screen.queryByLabelText('Confirmation code')).toBeNull();
  }

  it('opens nothing without ?resume=1: the waiting purchase is not even read', async () => {
    jest.mocked(pendingPurchase).mockClear();
    waiting(101);
    renderPage('en', {});
    expect(screen.queryByRole('dialog')).toBeNull();
    await buyStartsAfresh();
    // Had the page looked for a purchase to reopen, it would have done so before the press was handled.
    expect(pendingPurchase).not.toHaveBeenCalled();
  });

  it('opens nothing for another add-on: the waiting purchase is read and left for its own page', async () => {
    const { pendingPurchase: read } = jest.requireActual<typeof import('../resume')>('../resume');
    let found: ReturnType<typeof read> = null;
    const looked = new Promise<void>((resolve) =>
      jest.mocked(pendingPurchase).mockImplementationOnce((...args) => {
        found = read(...args);
        resolve();
        return found;
      }),
    );
    waiting(102);
    renderPage('en', { resume: '1' });
    // The page has looked at the waiting purchase; act returns once React has done what followed.
    await act(() => looked);
    expect(found).toMatchObject({ addonId: 102 });
    expect(screen.queryByRole('dialog')).toBeNull();
    await buyStartsAfresh();
  });
});
