/**
 * Usage and spend (issue 33 part 1) and usage alerts (part 2): what the subscriber sees in ar, en and
 * ku (each screen in each language); the filter asks the server for one type and the CSV link follows it; the empty state says so;
 * the threshold is checked before sending, and the server's error lands under the field.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/lib/testing/render';
import type { HistoryType } from '@/lib/usage';
import { fakeApi, FakeApiProvider, type FakeApi } from '../__fixtures__/fake-api';
import { demoAlertSettings, demoUsage } from '../__fixtures__/usage';
import { Alerts } from '../Alerts';
import { Usage } from '../Usage';

const usageApi = (empty = false) =>
  fakeApi({ 'GET /api/v1/account/usage': (request) => ({ data: demoUsage((request.query.get('type') as HistoryType | null) ?? null, empty) }) });

const render = (ui: React.ReactNode, api: FakeApi, locale: 'ar' | 'en' | 'ku') =>
  renderWithProviders(<FakeApiProvider api={api}>{ui}</FakeApiProvider>, { locale, path: `/${locale}/personal/my-account/usage` });

describe('Usage and spend', () => {
  it('en: totals by type and week, the list with masked numbers, a filter that asks for one type and a CSV link that follows it', async () => {
    const api = usageApi();
    render(<Usage />, api, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Usage and spend' })).toBeInTheDocument();
    const types = await screen.findByRole('region', { name: 'Totals by type, last 90 days' });
    expect(within(types).getByText('Calls').closest('li')).toHaveTextContent('1 item2 min 5 sSpent 180 IQD');
    expect(screen.getByText('Week from Nov 22, 2026')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'History' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getByText('Outgoing call').closest('li')).toHaveTextContent(/\u2066−180\u2069 IQD.*2 min 5 s.*With \u20660780•••4567\u2069/);
    expect(within(list).getAllByText('In your bundle')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Download as CSV (Excel)' })).toHaveAttribute('href', '/api/v1/account/usage/csv?lang=en');

    await userEvent.setup().click(screen.getByRole('radio', { name: 'Calls' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem')).toHaveLength(1));
    expect(api.sent.at(-1)?.query.get('type')).toBe('voice');
    expect(screen.getByRole('link', { name: 'Download as CSV (Excel)' })).toHaveAttribute('href', '/api/v1/account/usage/csv?lang=en&type=voice');
  });

  it('ar: the same screen in Arabic', async () => {
    render(<Usage />, usageApi(), 'ar');
    expect(await screen.findByRole('region', { name: 'المجاميع حسب النوع، آخر 90 يومًا' })).toHaveTextContent('المكالمات');
    expect(screen.getByRole('radio', { name: 'الكل' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'التعبئة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تنزيل بصيغة CSV (إكسل)' })).toHaveAttribute('href', '/api/v1/account/usage/csv?lang=ar');
  });

  it('ku: empty', async () => {
    render(<Usage />, usageApi(true), 'ku');
    expect(await screen.findByText('لە 90 ڕۆژی ڕابردوودا هیچ نییە.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'مێژوو' })).not.toBeInTheDocument();
  });
});

describe('Usage alerts', () => {
  it('ku: a threshold out of range is refused before sending, under the field; en: the server’s field error is shown too; saved says so', async () => {
    const api = fakeApi({
      'GET /api/v1/account/alerts': { data: demoAlertSettings },
      'PUT /api/v1/account/alerts': (request) =>
        request.body.lowBalanceThreshold === '99999'
          ? { status: 400, message: 'Check the fields.', data: { errors: { lowBalanceThreshold: 'Too high for your line.' } } }
          : { data: { ...request.body, lowBalanceThreshold: Number(request.body.lowBalanceThreshold) }, message: 'Saved!' },
    });
    const user = userEvent.setup();
    const { unmount } = render(<Alerts />, api, 'ku');
    await user.click(await screen.findByRole('checkbox', { name: 'باڵانسەکەم لە بڕێک کەمتر بێت' }));
    const amount = screen.getByRole('textbox', { name: 'بڕ بە دیناری عێراقی' });
    await user.type(amount, '100');
    await user.click(screen.getByRole('button', { name: 'پاشەکەوتکردنی ئاگادارکردنەوەکان' }));
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('بڕێکی تەواو لە 250 تا 100,000 د.ع بنووسە.'));
    expect(api.sent.filter((r) => r.method === 'PUT')).toHaveLength(0);
    unmount();

    render(<Alerts />, api, 'en');
    await user.click(await screen.findByRole('checkbox', { name: 'My balance falls below an amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount in IQD' }), '99999');
    await user.click(screen.getByRole('checkbox', { name: 'Also send me an SMS' }));
    await user.click(screen.getByRole('button', { name: 'Save alerts' }));
    expect(await screen.findByText('Too high for your line.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Amount in IQD' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount in IQD' }), '2000');
    await user.click(screen.getByRole('button', { name: 'Save alerts' }));
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    expect(api.sent.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({ bundle80: true, bundle100: true, billDue: true, sms: false, lowBalanceThreshold: '2000' });
  });

  it('ar: the settings in Arabic, the amount written left to right, its error in Arabic under the field', async () => {
    const api = fakeApi({ 'GET /api/v1/account/alerts': { data: demoAlertSettings } });
    const user = userEvent.setup();
    render(<Alerts />, api, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'تنبيهات الاستخدام' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'نبّهني عندما' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'يُستهلك 80% من باقة' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'أرسل لي رسالة نصية أيضًا' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'ينخفض رصيدي تحت مبلغ معيّن' }));
    const amount = screen.getByRole('textbox', { name: 'المبلغ بالدينار العراقي' });
    expect(amount).toHaveAttribute('dir', 'ltr');
    await user.type(amount, '100');
    await user.click(screen.getByRole('button', { name: 'حفظ التنبيهات' }));
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('أدخل مبلغاً صحيحاً من 250 إلى 100,000 د.ع.'));
    expect(api.sent.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });
});
