import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import type { Locale } from '@/lib/locales';
import { renderWithProviders } from '@/lib/testing/render';
import { MoneyApiProvider } from '../../shared/api';
import { fakeApi, refused, testDeviceId, type FakeAnswer, type FakeRoute } from '../../shared/testing';
import { AT_LIMIT_ID, NEW_LINE_CODE, NEW_LINE_REFERENCE, newLineRoutes } from '../__fixtures__/new-line';
import { NewLineScreen } from '../NewLineFlow';

function renderFlow(overrides: Record<string, FakeAnswer | FakeRoute> = {}, locale: Locale = 'en') {
  const api = fakeApi({ ...newLineRoutes(locale), ...overrides });
  renderWithProviders(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId}>
        <NewLineScreen />
      </MoneyApiProvider>
    </SWRConfig>,
    { locale },
  );
  return { api };
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

  it('an eSIM line: its activation code is shown once at the end, as QR code and text; a second view says how to get a new one', async () => {
    const user = userEvent.setup();
    const activation = { activationCode: 'LPA:1$smdp.nour.iq$ABCDE-FGHJK-MNPQR-STUVW', smdpAddress: 'smdp.nour.iq', matchingId: 'ABCDE-FGHJK-MNPQR-STUVW', qrSvg: 'data:image/svg+xml;base64,PHN2Zy8+' };
    let views = 0;
    const { api } = renderFlow({
      'POST /api/v1/submit-details': { body: { data: { reference: NEW_LINE_REFERENCE, esimViewToken: 'view-token' }, success: true, message: '' } },
      'POST /api/v1/esim/view': () =>
        ++views === 1
          ? { body: { data: activation, success: true, message: '' } }
          : refused(410, 'This eSIM code was already shown and cannot be shown again.', { reissue: true }),
    });
    await user.click(screen.getByRole('radio', { name: /eSIM/ }));
    await chooseOfferAndContact(user);
    expect(api.calls('POST /api/v1/new-offer/add')[0].body.simType).toBe('esim');
    await enterCode(user, NEW_LINE_CODE);
    await screen.findByRole('heading', { level: 2, name: 'Your personal details' });
    await fillDetails(user, 'A123456');
    await user.click(await screen.findByRole('button', { name: 'Show my eSIM code' }));
    expect(await screen.findByRole('img', { name: 'QR code of the eSIM activation code' })).toHaveAttribute('src', activation.qrSvg);
    expect(screen.getByTestId('lpa')).toHaveTextContent(activation.activationCode);
    expect(api.calls('POST /api/v1/esim/view')[0].body).toEqual({ viewToken: 'view-token' });
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

  it('speaks Kurdish: offers, cities and the steps', async () => {
    renderFlow({}, 'ku');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('هێڵێکی نوێ وەربگرە');
    expect(screen.getByRole('radio', { name: /ئینتەرنێتی ماکس/ })).toBeInTheDocument();
    const steps = screen.getByRole('list');
    expect(within(steps).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1ئۆفەر', '2پەیوەندی', '3کۆد', '4زانیاری']);
  });
});
