import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/lib/testing/render';
import type { Locale } from '@/lib/locales';
import { demoCaptcha, demoProfile, fakeApi, FakeApiProvider, type FakeHandler } from '../../account/__fixtures__/fake-api';
import { fakeSolution } from '../__fixtures__/fake-altcha';
import { LoginFlow, type LoginFlowProps } from '../LoginFlow';
import { afterSignInPath } from '../navigation';
import { PinConfirmation } from '../PinConfirmation';

jest.mock('@/shell/feedback/toast', () => ({ notify: jest.fn(async () => 'toast') }));
// The real captcha widget, with a stand-in for its proof-of-work worker (jsdom has none).
jest.mock('../altcha', () => jest.requireActual('../__fixtures__/fake-altcha').fakeAltchaModule());

const captcha = { data: demoCaptcha };

function renderLogin(routes: Record<string, FakeHandler>, props: LoginFlowProps = {}, locale: Locale = 'en') {
  const api = fakeApi({ 'POST /api/v1/captcha': captcha, ...routes });
  const push = jest.fn(async () => true);
  const replace = jest.fn(async () => true);
  renderWithProviders(
    <FakeApiProvider api={api}>
      <LoginFlow {...props} />
    </FakeApiProvider>,
    { locale, router: { push, replace } },
  );
  return { api, push, replace };
}

describe('LoginFlow', () => {
  it('says why the visitor is here when a page required signing in', () => {
    renderLogin({}, { reason: 'required' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('You are required to login to access it.')).toBeInTheDocument();
  });

  it('on the way to the bill, offers to pay it without signing in', () => {
    renderLogin({}, { redirect: '/personal/my-account/bill' });
    expect(screen.getByRole('link', { name: 'Pay without signing in' })).toHaveAttribute('href', '/en/personal/bill/quick-pay');
  });

  it('does not offer quick pay on the way to other pages', () => {
    renderLogin({}, { redirect: '/personal/my-account/profile' });
    expect(screen.queryByRole('link', { name: 'Pay without signing in' })).toBeNull();
  });

  it('switches between the phone and e-mail tabs with the mouse and the arrow keys', async () => {
    const user = userEvent.setup();
    renderLogin({});
    const phone = screen.getByRole('tab', { name: 'Phone' });
    const email = screen.getByRole('tab', { name: 'E-mail' });
    expect(phone).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Phone' })).toContainElement(screen.getByLabelText('Mobile number'));
    await user.click(email);
    expect(email).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(phone).toHaveFocus();
    expect(phone).toHaveAttribute('aria-selected', 'true');
  });

  it('sends the PIN and opens the PIN screen with the number and the way back', async () => {
    const user = userEvent.setup();
    const { api, push } = renderLogin({ 'POST /api/v1/login': { data: { resendAfter: 60, length: 6 } } }, { redirect: '/personal/my-account/profile' });
    await user.type(screen.getByLabelText('Mobile number'), '+964 770 123 4567');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith('/en/personal/my-account/confirmation?phone=07701234567&redirect=%2Fpersonal%2Fmy-account%2Fprofile&wait=60', undefined, { locale: false }),
    );
    expect(api.sent.find((r) => r.path === '/api/v1/login')?.body).toEqual({ phone: '07701234567' });
  });

  it('shows the server’s refusal of a number on the field, tied to it', async () => {
    const user = userEvent.setup();
    renderLogin({
      'POST /api/v1/login': { status: 400, message: 'Some of the information sent is not valid.', data: { errors: { phone: 'Service not available for your line.' } } },
    });
    const box = screen.getByLabelText('Mobile number');
    await user.type(box, '07801234567');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText('Service not available for your line.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/Service not available for your line\./);
  });

  it('checks the number in the browser first', async () => {
    const user = userEvent.setup();
    const { api } = renderLogin({});
    await user.type(screen.getByLabelText('Mobile number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText('Enter an Iraqi mobile number: 077XXXXXXXX, 075XXXXXXXX or 078XXXXXXXX.')).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it('announces a wrong e-mail or password, empties the password, then asks for the captcha', async () => {
    const user = userEvent.setup();
    const { api } = renderLogin({
      'POST /api/v1/login': (_, n) => ({ status: 401, message: 'The e-mail or the password is wrong.', data: { captchaRequired: n >= 2 } }),
    });
    await user.click(screen.getByRole('tab', { name: 'E-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'demo@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert', { name: '' })).toHaveTextContent('The e-mail or the password is wrong.');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByRole('group', { name: 'Security check' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'wrong-again');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const check = await screen.findByRole('group', { name: 'Security check' });
    const box = await within(check).findByRole('checkbox', { name: 'I am not a robot' });

    // Without the check done the attempt is not sent (and the box gets the focus); once done, its payload goes with it.
    await user.type(screen.getByLabelText('Password'), 'Demo#2026pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Tick “I am not a robot” and wait until the check is complete.')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveFocus());
    expect(api.sent.filter((r) => r.path === '/api/v1/login')).toHaveLength(2);
    await user.keyboard(' ');
    await within(check).findByRole('checkbox', { name: 'Check complete' }, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(api.sent.filter((r) => r.path === '/api/v1/login')).toHaveLength(3));
    const { captcha: payload, ...rest } = api.sent.filter((r) => r.path === '/api/v1/login')[2].body as Record<string, string>;
    expect(rest).toEqual({ email: 'demo@example.com', password: 'Demo#2026pass' });
    expect(JSON.parse(atob(payload))).toEqual({ challenge: demoCaptcha, solution: fakeSolution });
    // Refused again: the used payload is not sent twice; the box starts over.
    expect(await within(check).findByRole('checkbox', { name: 'I am not a robot' })).not.toBeChecked();
  });

  it('signs in by e-mail and goes back where the visitor came from', async () => {
    const user = userEvent.setup();
    const ok = { 'POST /api/v1/login': { data: { token: 't', profile: demoProfile } } };
    const first = renderLogin(ok, { redirect: '/personal/lineinfo' });
    await user.click(screen.getByRole('tab', { name: 'E-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'demo@example.com');
    await user.type(screen.getByLabelText('Password'), 'Demo#2026pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(first.replace).toHaveBeenCalledWith('/en/personal/lineinfo', undefined, { locale: false }));
  });

  it('shows the quick-login failure screen with "Try again" and "Back to home"', async () => {
    const user = userEvent.setup();
    const { api } = renderLogin({
      'POST /api/v1/login/quick': { status: 401, message: "Quick login failed: make sure you are on the operator's data network" },
    });
    await user.click(screen.getByRole('button', { name: "Sign in over the operator's network" }));
    expect(await screen.findByRole('heading', { name: 'Quick login failed' })).toBeInTheDocument();
    expect(screen.getAllByRole('alert').map((a) => a.textContent).join(' ')).toContain("make sure you are on the operator's data network");
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.sent.filter((r) => r.path === '/api/v1/login/quick')).toHaveLength(2));
  });
});

describe('PinConfirmation', () => {
  function renderPin(routes: Record<string, FakeHandler>, locale: Locale = 'en') {
    const api = fakeApi({ 'POST /api/v1/captcha': captcha, ...routes });
    const replace = jest.fn(async () => true);
    renderWithProviders(
      <FakeApiProvider api={api}>
        <PinConfirmation phone="07701234567" redirect="/personal/my-account/profile" wait={60} />
      </FakeApiProvider>,
      { locale, router: { replace } },
    );
    return { api, replace };
  }

  it('shows a wrong PIN under the boxes with the tries left, and empties them', async () => {
    const user = userEvent.setup();
    renderPin({
      'POST /api/v1/smsvalidation': {
        status: 400,
        message: 'The verification code entered is incorrect.',
        data: { errors: { pin: 'The verification code entered is incorrect.' }, triesLeft: 4, captchaRequired: false },
      },
    });
    expect(screen.getByText('07701234567')).toHaveAttribute('dir', 'ltr');
    await user.keyboard('111111');
    const error = await screen.findByText('The verification code entered is incorrect. 4 tries left.');
    expect(error.closest('[role="alert"]')).not.toBeNull();
    const boxes = screen.getAllByRole('textbox');
    await waitFor(() => expect(boxes.map((b) => (b as HTMLInputElement).value).join('')).toBe(''));
    expect(boxes[0]).toHaveAttribute('aria-invalid', 'true');
    expect(boxes[0]).toHaveAccessibleDescription('The verification code entered is incorrect. 4 tries left.');
  });

  it('offers a new code once the code is dead', async () => {
    const user = userEvent.setup();
    renderPin({
      'POST /api/v1/smsvalidation': {
        status: 400,
        message: 'This code was entered wrongly too many times. Request a new code.',
        data: { errors: { pin: 'The verification code entered is incorrect.' }, triesLeft: 0 },
      },
    });
    await user.keyboard('222222');
    expect(await screen.findByText('This code was entered wrongly too many times. Request a new code.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me a new code' })).toBeInTheDocument();
  });

  it('signs in with the right PIN and goes back to the page asked for', async () => {
    const user = userEvent.setup();
    const { api, replace } = renderPin({ 'POST /api/v1/smsvalidation': { data: { token: 't', profile: demoProfile } } });
    await user.keyboard('123456');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/en/personal/my-account/profile', undefined, { locale: false }));
    expect(api.sent.find((r) => r.path === '/api/v1/smsvalidation')?.body).toEqual({ phone: '07701234567', pin: '123456' });
  });
});

describe('afterSignInPath', () => {
  it('goes back to same-site paths only, in the page’s language, and never back to the sign-in screens', () => {
    expect(afterSignInPath('/personal/lineinfo', 'ku')).toBe('/ku/personal/lineinfo');
    expect(afterSignInPath('/en/personal/my-account/profile?x=1', 'en')).toBe('/en/personal/my-account/profile?x=1');
    for (const bad of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '/personal/my-account/login', '/personal/my-account/confirmation?phone=1', null, 42]) {
      expect(afterSignInPath(bad, 'en')).toBe('/en/personal/my-account');
    }
    expect(afterSignInPath(undefined, 'ar')).toBe('/personal/my-account');
  });
});
