import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '@/shell/feedback/toast';
import { renderWithProviders } from '@/lib/testing/render';
import { demoProfile, fakeApi, FakeApiProvider, type FakeHandler } from '../../account/__fixtures__/fake-api';
import { AuthenticationFlow, type AuthenticationFlowProps } from '../AuthenticationFlow';

jest.mock('@/shell/feedback/toast', () => ({ notify: jest.fn(async () => 'toast') }));

function renderAuth(routes: Record<string, FakeHandler>, props: AuthenticationFlowProps) {
  const api = fakeApi(routes);
  const push = jest.fn(async () => true);
  const replace = jest.fn(async () => true);
  renderWithProviders(
    <FakeApiProvider api={api}>
      <AuthenticationFlow {...props} />
    </FakeApiProvider>,
    { locale: 'en', router: { push, replace } },
  );
  return { api, push, replace };
}

describe('AuthenticationFlow', () => {
  it('registers: number, then the PIN and the details with the password rules, the terms required', async () => {
    const user = userEvent.setup();
    const { api, replace } = renderAuth(
      {
        'POST /api/v1/register/start': { data: { resendAfter: 60, length: 6 } },
        'POST /api/v1/register/confirm': (request, n) =>
          n === 1
            ? { status: 400, message: 'The verification code entered is incorrect.', data: { errors: { pin: 'The verification code entered is incorrect.' }, triesLeft: 4 } }
            : { data: { token: 't', profile: { ...demoProfile, ...request.body } } },
      },
      { mode: 'register', redirect: '/personal/lineinfo' },
    );
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '07701111111');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('111111');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Zainab');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(/8 to 30 characters/);
    await user.type(password, 'Short1');
    expect(screen.getByText('An uppercase letter (A–Z)').closest('li')).toHaveAttribute('data-met', 'true');
    expect(screen.getByText('8 to 30 characters').closest('li')).toHaveAttribute('data-met', 'false');
    await user.type(screen.getByLabelText('Confirm the password'), 'Other1!x');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText(/Password must be strong/)).toBeInTheDocument();
    expect(screen.getByText('Passwords must match.')).toBeInTheDocument();
    expect(screen.getByText('Accept the terms of use to register.')).toBeInTheDocument();
    expect(api.sent.some((r) => r.path === '/api/v1/register/confirm')).toBe(false);

    await user.clear(password);
    await user.type(password, 'Zainab#2026');
    await user.clear(screen.getByLabelText('Confirm the password'));
    await user.type(screen.getByLabelText('Confirm the password'), 'Zainab#2026');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms of use/ }));
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('The verification code entered is incorrect. 4 tries left.')).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/en/personal/lineinfo', undefined, { locale: false }));
    expect(notify).toHaveBeenCalledWith('Welcome! Your account is ready.', 'success');
    expect(api.sent.filter((r) => r.path === '/api/v1/register/confirm')[1].body).toEqual({
      phone: '07701111111',
      pin: '123456',
      firstName: 'Zainab',
      password: 'Zainab#2026',
      confirmPassword: 'Zainab#2026',
      terms: true,
    });
  });

  it('resets a password from the e-mailed link: only the new password is asked', async () => {
    const user = userEvent.setup();
    const { api, push } = renderAuth({ 'POST /api/v1/password/reset': { data: null } }, { mode: 'reset', email: 'demo@example.com', code: '551204' });
    expect(screen.getByText('demo@example.com')).toHaveAttribute('dir', 'ltr');
    expect(screen.queryByRole('textbox', { name: 'Digit 1 of 6' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'Newpass#2026');
    await user.type(screen.getByLabelText('Confirm the password'), 'Newpass#2026');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/en/personal/my-account/login?done=reset', undefined, { locale: false }));
    expect(api.sent[0].body).toEqual({ email: 'demo@example.com', code: '551204', password: 'Newpass#2026', confirmPassword: 'Newpass#2026' });
  });

  it('forgot password by e-mail says a link was sent, whatever the address', async () => {
    const user = userEvent.setup();
    renderAuth({ 'POST /api/v1/password/forgot': { data: null } }, { mode: 'forgot', demoOutbox: true });
    await user.click(screen.getByRole('radio', { name: 'By e-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account uses someone@example.com, we sent it a link');
    expect(screen.getByRole('link', { name: 'demo outbox' })).toHaveAttribute('href', '/en/dev/sms');
  });
});
