import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/lib/testing/render';
import type { Locale } from '@/lib/locales';
import { fakeApi, FakeApiProvider } from '../../account/__fixtures__/fake-api';
import { Captcha } from '../Captcha';

const picture = (n: number) => ({
  id: `captcha-${n}`,
  image: `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg"><text>${n}</text></svg>`)}`,
  audioText: n === 1 ? 'four, two, seven, one, nine, three' : 'eight, eight, zero, five, six, one',
});

function renderCaptcha(locale: Locale = 'en') {
  const api = fakeApi({ 'POST /api/v1/captcha': (_, n) => ({ data: picture(n) }) });
  const onChange = jest.fn();
  renderWithProviders(
    <FakeApiProvider api={api}>
      <Captcha onChange={onChange} />
    </FakeApiProvider>,
    { locale },
  );
  return { api, onChange };
}

describe('Captcha', () => {
  it('shows the server’s picture with a text alternative, and reads the digits out on request', async () => {
    const user = userEvent.setup();
    renderCaptcha();
    const image = await screen.findByRole('img');
    expect(image).toHaveAttribute('src', picture(1).image);
    expect(image).toHaveAccessibleName(/Security picture with 6 digits/);
    const read = screen.getByRole('button', { name: 'Read the digits' });
    expect(read).toHaveAttribute('aria-expanded', 'false');
    // The live region is there (empty) before the digits are asked for, so they are announced.
    const region = document.getElementById(read.getAttribute('aria-controls')!)!;
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    await user.click(read);
    expect(read).toHaveAttribute('aria-expanded', 'true');
    expect(region).toHaveTextContent('four, two, seven, one, nine, three');
  });

  it('takes six digits as the answer, with the id of the picture', async () => {
    const user = userEvent.setup();
    const { onChange } = renderCaptcha();
    await screen.findByRole('img');
    const box = screen.getByLabelText('The 6 digits');
    expect(box).toHaveAttribute('inputmode', 'numeric');
    await user.type(box, '42x71935');
    expect(box).toHaveValue('427193');
    expect(onChange).toHaveBeenLastCalledWith({ captchaId: 'captcha-1', captcha: '427193' });
  });

  it('draws a new picture on "New image", forgetting the answer and the read-out digits', async () => {
    const user = userEvent.setup();
    const { api, onChange } = renderCaptcha();
    await screen.findByRole('img');
    await user.type(screen.getByLabelText('The 6 digits'), '427193');
    await user.click(screen.getByRole('button', { name: 'Read the digits' }));
    await user.click(screen.getByRole('button', { name: 'New image' }));
    await waitFor(() => expect(screen.getByRole('img')).toHaveAttribute('src', picture(2).image));
    expect(api.sent.filter((r) => r.path === '/api/v1/captcha')).toHaveLength(2);
    expect(screen.getByLabelText('The 6 digits')).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('button', { name: 'Read the digits' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Read the digits' }));
    expect(screen.getByText('eight, eight, zero, five, six, one')).toBeInTheDocument();
  });

  it('speaks the page’s language', async () => {
    renderCaptcha('ku');
    await screen.findByRole('img');
    expect(screen.getByRole('group', { name: 'پشکنینی ئاسایش' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ژمارەکان بخوێنەوە' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'وێنەی نوێ' })).toBeInTheDocument();
  });
});
