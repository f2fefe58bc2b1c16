import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/lib/testing/render';
import { MoneyApiProvider } from '../../shared/api';
import { fakeApi, refused, testDeviceId, type FakeAnswer, type FakeRoute } from '../../shared/testing';
import { AT_LIMIT_ID, NEW_LINE_CODE, NEW_LINE_REFERENCE, newLineRoutes } from '../__fixtures__/new-line';
import { NewLineScreen } from '../NewLineFlow';
import en from '@/locales/en.json';

function renderFlow(overrides: Record<string, FakeAnswer | FakeRoute> = {}, locale: Locale = 'en') {
  const api = fakeApi({ ...newLineRoutes(locale), ...overrides });
  const { unmount } = renderWithProviders(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId}>
        <NewLineScreen />
      </MoneyApiProvider>
    </SWRConfig>,
    { locale },
  );
  return { api, unmount };
}

type User = ReturnType<typeof userEvent.setup>;

async function chooseOfferAndContact(user: User, number = '0750 111 2233') {
  await user.click(screen.getByRole('radio', { name: /Data max/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByLabelText('Full name'), 'Zainab Ali Hassan');
  await user.type(screen.getByLabelText('Number to contact'), number);
  await user.selectOptions(await screen.findByLabelText('City'), 'Erbil');
  await user.click(screen.getByRole('button', { name: 'Send me a code' }));
}

async function enterCode(user: User, code: string) {
  await user.click(await screen.findByLabelText('Digit 1 of 6'));
  await user.paste(code);
}

async function fillDetails(user: User, idNumber: string) {
  await user.type(screen.getByLabelText('Second name'), 'Ali');
  await user.type(screen.getByLabelText('Third name'), 'Hassan');
  await user.selectOptions(screen.getByLabelText('ID type'), 'National ID card');
  await user.type(screen.getByLabelText('ID number'), idNumber);
  await user.click(screen.getByRole('button', { name: 'Send my request' }));
}

describe('new-line offer page', () => {
  // The done screen of an eSIM line is kept for the tab (esim-done.ts): each test starts with none.
  beforeEach(() => window.sessionStorage.clear());

  it('asks for an offer first, then checks the contact fields before sending anything', async () => {
    const user = userEvent.setup();
    const { api } = renderFlow();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Required field.')).toBeInTheDocument();
    // Three offers, then the SIM type (physical or eSIM).
    expect(screen.getAllByRole('radio')).toHaveLength(5);

    await user.click(screen.getByRole('radio', { name: /Postpaid plus/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'How can we reach you?' })).toHaveFocus();
    await user.type(screen.getByLabelText('Number to contact'), '0770123');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveFocus());
    expect(screen.getByLabelText('Number to contact')).toHaveAccessibleDescription(expect.stringContaining('Enter an Iraqi mobile number'));
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Required field.');
    expect(api.calls('POST /api/v1/new-offer/add')).toHaveLength(0);
  });

  it('offer → contact → code → details → done, sending what the API expects', async () => {
    const user = userEvent.setup();
    const { api } = renderFlow();
    await chooseOfferAndContact(user);
    const [added] = api.calls('POST /api/v1/new-offer/add');
    expect(added.body).toEqual({ name: 'Zainab Ali Hassan', msisdn: '07501112233', city: 'erbil', offer: 'data-max', simType: 'physical' });
    expect(added.headers.get('Idempotency-Key')).toBeTruthy();
    expect(await screen.findByText(/We have sent a 6-digit code to/)).toHaveTextContent('07501112233');

    await enterCode(user, NEW_LINE_CODE);
    expect(await screen.findByRole('heading', { level: 2, name: 'Your personal details' })).toHaveFocus();
    const [confirmed] = api.calls('POST /api/v1/new-offer/confirmOTP');
    expect(confirmed.query.get('msisdn')).toBe('07501112233');
    expect(confirmed.body).toEqual({ requestId: 41, code: NEW_LINE_CODE });
    // The first name comes from the name given before.
    expect(screen.getByLabelText('First name')).toHaveValue('Zainab');

    await fillDetails(user, 'A123456');
    expect(await screen.findByRole('heading', { level: 2, name: 'Request received' })).toHaveFocus();
    expect(screen.getByText(/Your request number is/)).toHaveTextContent(`Your request number is ${NEW_LINE_REFERENCE}. We will call you on 07501112233`);
    expect(api.calls('POST /api/v1/submit-details')[0].body).toEqual({
      detailsToken: 'details-token-for-tests',
      firstName: 'Zainab',
      secondName: 'Ali',
      thirdName: 'Hassan',
      idType: 'national-id',
      idNumber: 'A123456',
    });
  });

  it('an eSIM line: its activation code is shown once at the end, as QR code and text; no starting over before it is shown; a reload before keeps it, a reload after says how to get a new one', async () => {
    const user = userEvent.setup();
    const activation = { activationCode: 'LPA:1$smdp.nour.iq$ABCDE-FGHJK-MNPQR-STUVW', smdpAddress: 'smdp.nour.iq', matchingId: 'ABCDE-FGHJK-MNPQR-STUVW', qrSvg: 'data:image/svg+xml;base64,PHN2Zy8+' };
    let views = 0;
    const routes = {
      'POST /api/v1/submit-details': { body: { data: { reference: NEW_LINE_REFERENCE, esimViewToken: 'view-token' }, success: true, message: '' } },
      'POST /api/v1/esim/view': () =>
        ++views === 1
          ? { body: { data: activation, success: true, message: '' } }
          : refused(410, 'This eSIM code was already shown and cannot be shown again.', { reissue: true }),
    };
    const first = renderFlow(routes);
    const { api } = first;
    await user.click(screen.getByRole('radio', { name: /eSIM/ }));
    await chooseOfferAndContact(user);
    expect(api.calls('POST /api/v1/new-offer/add')[0].body.simType).toBe('esim');
    await enterCode(user, NEW_LINE_CODE);
    await screen.findByRole('heading', { level: 2, name: 'Your personal details' });
    await fillDetails(user, 'A123456');
    await screen.findByRole('button', { name: 'Show my eSIM code' });
    // Starting over now would throw the code's one view away: not offered until the code is shown.
    expect(screen.queryByRole('button', { name: 'Make another request' })).toBeNull();

    // A reload before the code is shown (the phone was not at hand yet): the done screen, and its one view, are still there.
    first.unmount();
    const second = renderFlow(routes);
    expect(await screen.findByRole('heading', { level: 2, name: 'Request received' })).toHaveFocus();
    expect(screen.getByText(/Your request number is/)).toHaveTextContent(`Your request number is ${NEW_LINE_REFERENCE}. We will call you on 07501112233`);
    await user.click(await screen.findByRole('button', { name: 'Show my eSIM code' }));
    expect(await screen.findByRole('img', { name: 'QR code of the eSIM activation code' })).toHaveAttribute('src', activation.qrSvg);
    expect(screen.getByTestId('lpa')).toHaveTextContent(activation.activationCode);
    expect(second.api.calls('POST /api/v1/esim/view')[0].body).toEqual({ viewToken: 'view-token' });
    // The button is gone: the focus lands on the code's heading, not on the page's top.
    expect(screen.getByRole('heading', { level: 2, name: 'Your eSIM activation code' })).toHaveFocus();
    // Where a new code comes from for a new line (there is no button for it here).
    expect(screen.getByText(/shown only once/, { selector: 'p.note' })).toHaveTextContent(
      'get a new code once your line is active: sign in and choose My account, eSIM, or visit one of our shops with your ID.',
    );
    expect(screen.queryByRole('button', { name: 'Show my eSIM code' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Make another request' })).toBeInTheDocument();

    // A reload after: not shown again, nothing asked of the server, and it says how to get a new one.
    second.unmount();
    const third = renderFlow(routes);
    expect(await screen.findByRole('heading', { level: 2, name: 'Request received' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'This eSIM code was already shown and cannot be shown again. Once your line is active, sign in and get a new code in My account, eSIM, or visit one of our shops with your ID.',
      ).closest('[role="status"]'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('lpa')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show my eSIM code' })).toBeNull();
    expect(third.api.calls('POST /api/v1/esim/view')).toHaveLength(0);
    // Another request starts from the offers, and the next reload does too.
    await user.click(screen.getByRole('button', { name: 'Make another request' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose an offer' })).toHaveFocus();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('an eSIM code that no longer exists (404): the screen says so and where a new code comes from, and lets the visitor start over instead of asking again for ever', async () => {
    const user = userEvent.setup();
    renderFlow({
      'POST /api/v1/submit-details': { body: { data: { reference: NEW_LINE_REFERENCE, esimViewToken: 'view-token' }, success: true, message: '' } },
      'POST /api/v1/esim/view': refused(404, 'No eSIM code was found for this request.'),
    });
    await user.click(screen.getByRole('radio', { name: /eSIM/ }));
    await chooseOfferAndContact(user);
    await enterCode(user, NEW_LINE_CODE);
    await screen.findByRole('heading', { level: 2, name: 'Your personal details' });
    await fillDetails(user, 'A123456');
    await user.click(await screen.findByRole('button', { name: 'Show my eSIM code' }));
    // What happened and where a new code comes from, in the page's language.
    expect(await screen.findByText(en.esim.api.notFoundNewLine)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show my eSIM code' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Make another request' })).toBeInTheDocument();
  });

  it('an eSIM line in Arabic: the SIM type, the code shown once, written left to right, and where a new one comes from', async () => {
    const user = userEvent.setup();
    const activation = { activationCode: 'LPA:1$smdp.nour.iq$ABCDE-FGHJK-MNPQR-STUVW', smdpAddress: 'smdp.nour.iq', matchingId: 'ABCDE-FGHJK-MNPQR-STUVW', qrSvg: 'data:image/svg+xml;base64,PHN2Zy8+' };
    renderFlow(
      {
        'POST /api/v1/submit-details': { body: { data: { reference: NEW_LINE_REFERENCE, esimViewToken: 'view-token' }, success: true, message: '' } },
        'POST /api/v1/esim/view': { body: { data: activation, success: true, message: '' } },
      },
      'ar',
    );
    expect(screen.getByRole('radiogroup', { name: 'نوع الشريحة' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /شريحة إلكترونية \(eSIM\)/ }));
    await user.click(screen.getByRole('radio', { name: /إنترنت ماكس/ }));
    await user.click(screen.getByRole('button', { name: 'متابعة' }));
    await user.type(await screen.findByLabelText('الاسم الكامل'), 'زينب علي حسن');
    await user.type(screen.getByLabelText('رقم التواصل'), '0750 111 2233');
    await user.selectOptions(await screen.findByLabelText('المدينة'), 'أربيل');
    await user.click(screen.getByRole('button', { name: 'أرسل لي رمزاً' }));
    await user.click(await screen.findByRole('textbox', { name: /1/ }));
    await user.paste(NEW_LINE_CODE);
    await user.type(await screen.findByLabelText('اسم الأب'), 'علي');
    await user.type(screen.getByLabelText('اسم الجد'), 'حسن');
    await user.selectOptions(screen.getByLabelText('نوع الهوية'), 'البطاقة الوطنية');
    await user.type(screen.getByLabelText('رقم الهوية'), 'A123456');
    await user.click(screen.getByRole('button', { name: 'أرسل طلبي' }));
    expect(await screen.findByText(/شريحتك الإلكترونية جاهزة/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'اعرض رمز شريحتي الإلكترونية' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'رمز تفعيل شريحتك الإلكترونية' })).toHaveFocus();
    expect(screen.getByRole('img', { name: 'رمز QR لرمز تفعيل الشريحة الإلكترونية' })).toBeInTheDocument();
    expect(screen.getByTestId('lpa')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText(/يُعرض هذا الرمز مرة واحدة فقط/)).toHaveTextContent('احصل على رمز جديد بعد تفعيل خطك: سجّل الدخول واختر حسابي، الشريحة الإلكترونية');
  });

  it('a wrong code says so with the tries left; the code is sent again for the same request', async () => {
    const user = userEvent.setup();
    const { api } = renderFlow({ 'POST /api/v1/new-offer/add': { body: { data: { requestId: 41, resendAfter: 1, length: 6 }, success: true, message: '' } } });
    await chooseOfferAndContact(user);
    await enterCode(user, '111111');
    expect(await screen.findByText(/incorrect\. 4 tries left\./)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }, { timeout: 3000 }));
    await waitFor(() => expect(api.calls('POST /api/v1/new-offer/resendOTP')).toHaveLength(1));
    expect(api.calls('POST /api/v1/new-offer/resendOTP')[0].body).toEqual({ msisdn: '07501112233', requestId: 41 });
  });

  it('an ID at the maximum number of lines shows the spec’s message on the ID number field', async () => {
    const user = userEvent.setup();
    renderFlow();
    await chooseOfferAndContact(user);
    await enterCode(user, NEW_LINE_CODE);
    await screen.findByRole('heading', { level: 2, name: 'Your personal details' });
    await fillDetails(user, AT_LIMIT_ID);
    const field = screen.getByLabelText('ID number');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('The ID is already registered to the maximum allowed number of lines: contact customer service'),
    );
    expect(field).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Request received' })).toBeNull();
  });

  it('an expired confirmation starts again with a clear message', async () => {
    const user = userEvent.setup();
    renderFlow({ 'POST /api/v1/submit-details': refused(401, 'Your confirmation has expired. Start again to get a new code.') });
    await chooseOfferAndContact(user);
    await enterCode(user, NEW_LINE_CODE);
    await screen.findByRole('heading', { level: 2, name: 'Your personal details' });
    await fillDetails(user, 'A123456');
    expect(await screen.findByText('Your confirmation has expired. Start again to get a new code.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Choose an offer' })).toHaveFocus();
  });

  it('speaks Kurdish: offers, the SIM type, cities and the steps', async () => {
    renderFlow({}, 'ku');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('هێڵێکی نوێ وەربگرە');
    expect(screen.getByRole('radio', { name: /ئینتەرنێتی ماکس/ })).toBeInTheDocument();
    const sim = screen.getByRole('radiogroup', { name: 'جۆری سیم' });
    expect(within(sim).getByRole('radio', { name: /سیمی ئاسایی/ })).toBeChecked();
    expect(within(sim).getByRole('radio', { name: /eSIM.*کۆدێکی QR بپشکنە/ })).not.toBeChecked();
    const steps = screen.getByRole('list');
    expect(within(steps).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1ئۆفەر', '2پەیوەندی', '3کۆد', '4زانیاری']);
  });
});
