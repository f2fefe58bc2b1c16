import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys } from '@/lib/storage-keys';
import { renderWithProviders } from '@/lib/testing/render';
import type { Locale } from '@/lib/locales';
import { NoticeProvider } from '@/shell/feedback/notice';
import { ContactForm, type ContactFormProps } from './ContactForm';

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

/** The endpoint is outside this component: a stand-in that records requests and answers an envelope. */
function endpoint(status: number, body: unknown, headers: Record<string, string> = {}) {
  const sent: Sent[] = [];
  let release: () => void = () => undefined;
  const gate = { held: false };
  const fetchImpl = (async (url: string, init: RequestInit) => {
    sent.push({ url, method: String(init.method), body: JSON.parse(String(init.body)) });
    if (gate.held) await new Promise<void>((resolve) => (release = resolve));
    return { status, headers: new Headers(headers), body: null, text: async () => JSON.stringify(body) };
  }) as unknown as typeof fetch;
  return { fetchImpl, sent, gate, release: () => release() };
}

const ok = () => endpoint(200, { data: { id: 7 }, success: true, message: 'Received.' });

function renderForm(props: Partial<ContactFormProps> & { fetchImpl: typeof fetch }, locale: Locale = 'en') {
  return renderWithProviders(
    <NoticeProvider>
      <ContactForm formKey="contact" title="Contact us" intro="We answer within a day." {...props} />
    </NoticeProvider>,
    { locale },
  );
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Zainab Ali');
  await user.type(screen.getByLabelText('Mobile number'), '0770 123 4567');
  await user.selectOptions(screen.getByLabelText('Subject'), 'network');
  await user.type(screen.getByLabelText('Message'), 'No signal in Karrada since Monday.');
}

beforeEach(() => window.localStorage.setItem(storageKeys.deviceId, 'test-device-1'));

describe('ContactForm', () => {
  it('labels every field and marks the optional one', () => {
    renderForm({ fetchImpl: ok().fetchImpl });
    expect(screen.getByRole('heading', { level: 2, name: 'Contact us' })).toBeInTheDocument();
    for (const label of ['Full name', 'Mobile number', 'Subject', 'Message']) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText('Email (optional)')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('An Iraqi number, for example 07701234567.');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Up to 2,000 characters.');
    expect(within(screen.getByLabelText('Subject')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose…',
      'Bills and payments',
      'Network and coverage',
      'Add-ons and plans',
      'Phones and devices',
      'Something else',
    ]);
  });

  it('refuses an empty form in the page language, ties each error to its field and focuses the first', async () => {
    const user = userEvent.setup();
    const api = ok();
    renderForm({ fetchImpl: api.fetchImpl }, 'ar');
    await user.click(screen.getByRole('button', { name: 'إرسال' }));

    const name = screen.getByLabelText('الاسم الكامل');
    expect(await screen.findByRole('alert')).toHaveTextContent('بعض الحقول تحتاج إلى تصحيح.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('هذا الحقل مطلوب.');
    expect(screen.getByLabelText('رقم الهاتف المحمول')).toHaveAccessibleDescription(expect.stringContaining('رقم الهاتف مطلوب.'));
    expect(screen.getByLabelText('البريد الإلكتروني (اختياري)')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(name).toHaveFocus());
    expect(api.sent).toEqual([]);
  });

  it('explains a number that is not an Iraqi mobile number', async () => {
    const user = userEvent.setup();
    renderForm({ fetchImpl: ok().fetchImpl });
    await user.type(screen.getByLabelText('Mobile number'), '0790 123 4567');
    await user.tab();
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      expect.stringContaining('Enter an Iraqi mobile number: 077XXXXXXXX, 075XXXXXXXX or 078XXXXXXXX.'),
    );
  });

  it('sends the values as JSON, shows progress, then the success notice and an empty form', async () => {
    const user = userEvent.setup();
    const api = ok();
    api.gate.held = true;
    renderForm({ fetchImpl: api.fetchImpl });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveFocus());
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect(sending).toBeDisabled();
    expect(api.sent).toEqual([
      {
        url: '/api/v1/forms/contact?lang=en',
        method: 'POST',
        body: { name: 'Zainab Ali', phone: '0770 123 4567', email: '', subject: 'network', message: 'No signal in Karrada since Monday.' },
      },
    ]);

    api.release();
    const notice = await screen.findByRole('alertdialog');
    expect(notice).toHaveTextContent('Done');
    expect(notice).toHaveTextContent('Thank you: your message was sent.');
    expect(screen.getByLabelText('Full name', { selector: 'input' })).toHaveValue('');
    expect(screen.getByLabelText('Subject', { selector: 'select' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();

    // The next attempt starts afresh: an empty form is refused again, with the focus on the first field.
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Full name', { selector: 'input' })).toHaveFocus());
    expect(api.sent).toHaveLength(1);
  });

  it("shows a 400's field errors on their fields and keeps what was typed", async () => {
    const user = userEvent.setup();
    const api = endpoint(400, {
      data: { errors: { phone: 'This number is not registered with any Iraqi network.', unknownField: 'ignored' } },
      success: false,
      message: 'Some of the information sent is not valid. Check it and try again.',
    });
    renderForm({ fetchImpl: api.fetchImpl });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const phone = screen.getByLabelText('Mobile number');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('This number is not registered with any Iraqi network.'));
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveValue('0770 123 4567');
    expect(screen.getByLabelText('Full name')).toHaveValue('Zainab Ali');
    expect(screen.getByLabelText('Message')).toHaveValue('No signal in Karrada since Monday.');
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need your attention.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks to try later when rate-limited, keeping the values', async () => {
    const user = userEvent.setup();
    const api = endpoint(429, { data: null, success: false, message: 'Too many attempts.' });
    renderForm({ fetchImpl: api.fetchImpl });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Too many attempts. Please try again later.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Zainab Ali');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('says how long to wait when the server tells', async () => {
    const user = userEvent.setup();
    const api = endpoint(429, { data: null, success: false, message: '' }, { 'Retry-After': '30' });
    renderForm({ fetchImpl: api.fetchImpl });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 30 seconds.');
  });

  it('builds the 365 days form: 18 governorates and a consent box that must be ticked (Kurdish)', async () => {
    const user = userEvent.setup();
    const api = ok();
    renderForm({ formKey: 'form-365', title: 'بەرنامەی 365 ڕۆژ', fetchImpl: api.fetchImpl }, 'ku');
    const governorate = screen.getByLabelText('پارێزگا');
    expect(within(governorate).getAllByRole('option')).toHaveLength(19);
    expect(within(governorate).getByRole('option', { name: 'هەولێر' })).toHaveValue('erbil');

    await user.type(screen.getByLabelText('ناوی تەواو'), 'کاروان عەزیز');
    await user.type(screen.getByLabelText('ژمارەی مۆبایل'), '07501234567');
    await user.selectOptions(governorate, 'sulaymaniyah');
    await user.click(screen.getByRole('button', { name: 'ناردن' }));
    const consent = screen.getByRole('checkbox');
    await waitFor(() => expect(consent).toHaveAccessibleDescription('ئەم خانەیە پێویستە.'));
    // The form moves the focus to the first invalid field once it has rendered the errors (a later frame).
    await waitFor(() => expect(consent).toHaveFocus());

    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'ناردن' }));
    await screen.findByRole('alertdialog');
    expect(api.sent[0]).toMatchObject({
      url: '/api/v1/forms/form-365?lang=ku',
      body: { name: 'کاروان عەزیز', phone: '07501234567', governorate: 'sulaymaniyah', consent: true },
    });
  });
});
