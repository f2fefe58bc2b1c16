import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/lib/testing/render';
import type { Locale } from '@/lib/locales';
import { demoCaptcha, fakeApi, FakeApiProvider, type FakeHandler } from '../../account/__fixtures__/fake-api';
import { altchaControl, fakeSolution } from '../__fixtures__/fake-altcha';
import { Captcha, type CaptchaProps } from '../Captcha';

jest.mock('../altcha', () => jest.requireActual('../__fixtures__/fake-altcha').fakeAltchaModule());

/** Challenges numbered by request, so a test can tell which one a payload answers. */
const challenge = (n: number) => ({ ...demoCaptcha, parameters: { ...demoCaptcha.parameters, nonce: `${n}`.padStart(32, '0') } });
const decode = (payload: string) => JSON.parse(atob(payload));

function renderCaptcha({ locale = 'en', route, ...props }: { locale?: Locale; route?: FakeHandler } & Partial<CaptchaProps> = {}) {
  const api = fakeApi({ 'POST /api/v1/captcha': route ?? ((_, n) => ({ data: challenge(n) })) });
  const onChange = jest.fn();
  const view = renderWithProviders(
    <FakeApiProvider api={api}>
      <Captcha onChange={onChange} {...props} />
    </FakeApiProvider>,
    { locale },
  );
  const rerender = (next: Partial<CaptchaProps>) =>
    view.rerender(
      <FakeApiProvider api={api}>
        <Captcha onChange={onChange} {...props} {...next} />
      </FakeApiProvider>,
    );
  return { api, onChange, rerender };
}

const captchaCalls = (api: ReturnType<typeof fakeApi>) => api.sent.filter((r) => r.path === '/api/v1/captcha');

beforeEach(() => {
  altchaControl.failLoads = 0;
  altchaControl.solved = [];
});

describe('Captcha (proof of work)', () => {
  it('loads the widget’s code only when it is shown', async () => {
    expect(customElements.get('altcha-widget')).toBeUndefined();
    renderCaptcha();
    expect(screen.getByText('Loading the security check…')).toBeInTheDocument();
    await screen.findByRole('checkbox', { name: 'I am not a robot' });
    expect(customElements.get('altcha-widget')).toBeDefined();
    expect(screen.queryByText('Loading the security check…')).not.toBeInTheDocument();
  });

  it('is operated with the keyboard: Tab to the box, Space; the device does the work and the payload goes to the form', async () => {
    const user = userEvent.setup();
    const { api, onChange } = renderCaptcha();
    const box = await screen.findByRole('checkbox', { name: 'I am not a robot' });
    expect(screen.getByRole('group', { name: 'Security check' })).toContainElement(box);
    expect(box).toHaveAccessibleDescription(/nothing to read or type/);
    // Nothing is fetched or computed before the person asks for it.
    expect(captchaCalls(api)).toHaveLength(0);

    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.any(String)), { timeout: 3000 });

    // One challenge, asked through our API client (language, POST), solved by the worker, sent back whole.
    expect(captchaCalls(api)).toHaveLength(1);
    expect(captchaCalls(api)[0].method).toBe('POST');
    expect(captchaCalls(api)[0].query.get('lang')).toBe('en');
    expect(altchaControl.solved).toContainEqual(challenge(1));
    expect(decode(onChange.mock.lastCall[0])).toEqual({ challenge: { parameters: challenge(1).parameters, signature: challenge(1).signature }, solution: fakeSolution });
    expect(screen.getByLabelText('Check complete')).toBeChecked();
    expect(screen.getByText('Check complete', { selector: 'span' })).toBeInTheDocument();
  });

  it('starts over when the form says the payload was used: a new challenge for the next attempt', async () => {
    const user = userEvent.setup();
    const { api, onChange, rerender } = renderCaptcha();
    await user.click(await screen.findByRole('checkbox', { name: 'I am not a robot' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.any(String)), { timeout: 3000 });

    rerender({ refreshKey: 1, error: 'The security check was not completed or was already used. Tick the box again.' });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(null));
    const box = await screen.findByRole('checkbox', { name: 'I am not a robot' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/already used/);
    expect(screen.getByRole('alert')).toHaveTextContent('already used');

    await user.click(box);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.any(String)), { timeout: 3000 });
    expect(captchaCalls(api)).toHaveLength(2);
    expect(decode(onChange.mock.lastCall[0]).challenge.parameters.nonce).toBe(challenge(2).parameters.nonce);
  });

  it('says when the check failed (no challenge), and lets the person try again', async () => {
    const user = userEvent.setup();
    const logged = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const { onChange } = renderCaptcha({ route: (_, n) => (n === 1 ? { status: 429, message: 'Too many requests.' } : { data: challenge(n) }) });
    const box = await screen.findByRole('checkbox', { name: 'I am not a robot' });
    await user.click(box);
    expect(await screen.findByText('The check failed. Try again.', { selector: 'span' })).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalledWith(expect.any(String));
    await user.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.any(String)), { timeout: 3000 });
    expect(logged).toHaveBeenCalledWith('ALTCHA', '[name=captcha]', 'verification failed', expect.objectContaining({ status: 429 }));
    logged.mockRestore();
  });

  it('says when its code could not be loaded, and loads it again on request', async () => {
    altchaControl.failLoads = 1;
    const user = userEvent.setup();
    renderCaptcha();
    expect(await screen.findByText('The security check could not be loaded. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'I am not a robot' })).toBeInTheDocument();
  });

  it.each([
    ['ar', 'تحقق أمني', 'لست روبوتاً', 'اكتمل التحقق'],
    ['ku', 'پشکنینی ئاسایش', 'من ڕۆبۆت نیم', 'پشکنین تەواو بوو'],
  ] as const)('speaks the page’s language (%s), asked in it', async (locale, title, label, done) => {
    const user = userEvent.setup();
    const { api, onChange } = renderCaptcha({ locale });
    const box = await screen.findByRole('checkbox', { name: label });
    expect(screen.getByRole('group', { name: title })).toContainElement(box);
    await user.click(box);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.any(String)), { timeout: 3000 });
    expect(screen.getByLabelText(done)).toBeChecked();
    expect(captchaCalls(api)[0].query.get('lang')).toBe(locale);
  });

  it('has no picture, no digits to type and no read-aloud alternative', async () => {
    renderCaptcha();
    await screen.findByRole('checkbox');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  });
});
