/**
 * The dashboard on a phone: the balance and the bundles come first, and there is one feedback prompt
 * at a time, never above the balance.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/lib/testing/render';
import { storageKeys } from '@/lib/storage-keys';
import type { Locale } from '@/lib/locales';
import { fakeApi, FakeApiProvider, postpaidLine, prepaidLine } from '../__fixtures__/fake-api';
import { Dashboard } from '../Dashboard';

jest.mock('@/shell/feedback/toast', () => ({ notify: jest.fn(async () => 'toast') }));

function renderDashboard({ line = prepaidLine, locale = 'en' as Locale } = {}) {
  const api = fakeApi({ 'GET /api/v1/account/line': { data: line }, 'POST /api/v1/feedback/rating': { data: null } });
  renderWithProviders(
    <FakeApiProvider api={api}>
      <Dashboard />
    </FakeApiProvider>,
    { locale, path: '/en/personal/my-account' },
  );
  return api;
}

/**
 * The section headings (h2) in document order. The screen is one column with no CSS `order`, so this
 * is the order on a phone, and reading and tab order too.
 */
const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

beforeEach(() => window.localStorage.clear());

describe('Dashboard', () => {
  it('puts the balance first and the bundles second, then the bill, the line and one prompt', async () => {
    renderDashboard({ line: postpaidLine });
    await screen.findByRole('heading', { name: 'Balance' });
    expect(headings()).toEqual(['Balance', 'Remaining bundles', 'Unpaid bill', 'My line', 'A quick question']);
    // The quick actions come after the bundles too.
    const bundles = screen.getByRole('heading', { name: 'Remaining bundles' });
    const actions = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(bundles.compareDocumentPosition(actions) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the balance amount in its own section', async () => {
    renderDashboard();
    const balance = await screen.findByRole('region', { name: 'Balance' });
    expect(balance).toHaveTextContent(/IQD/);
    expect(balance).toHaveTextContent(prepaidLine.balance.toLocaleString('en-US'));
  });

  it('shows the survey while it is unanswered, and not "Rate us" next to it', async () => {
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'A quick question' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Rate us' })).not.toBeInTheDocument();
  });

  it('shows "Rate us" instead once the survey was answered or dismissed, below the balance', async () => {
    window.localStorage.setItem(storageKeys.surveyPrompt, 'dismissed');
    renderDashboard();
    await screen.findByRole('heading', { name: 'Rate us' });
    expect(screen.queryByRole('heading', { name: 'A quick question' })).not.toBeInTheDocument();
    expect(headings().at(-1)).toBe('Rate us');
    expect(headings()[0]).toBe('Balance');
  });

  it('does not put "Rate us" in the survey’s place after answering it', async () => {
    const user = userEvent.setup();
    const api = renderDashboard();
    await screen.findByRole('heading', { name: 'A quick question' });
    await user.click(screen.getByRole('radio', { name: 'Very easy' }));
    await user.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/thank/i);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'A quick question' })).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Rate us' })).not.toBeInTheDocument();
    expect(api.sent.find((r) => r.method === 'POST')?.body).toEqual({ kind: 'survey', score: 5 });
  });

  it('keeps the order in Arabic too', async () => {
    renderDashboard({ locale: 'ar' });
    await screen.findByRole('heading', { name: 'الرصيد' });
    expect(headings().slice(0, 2)).toEqual(['الرصيد', 'الباقات المتبقية']);
  });
});
