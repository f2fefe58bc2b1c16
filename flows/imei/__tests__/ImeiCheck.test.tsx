import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MoneyApiProvider } from '@/flows/shared/api';
import { fakeApi, ok, refused, testDeviceId } from '@/flows/shared/testing';
import { renderWithProviders } from '@/lib/testing/render';
import { ImeiCheck } from '../ImeiCheck';

const IMEI = '490154203237518';

function setup(answer: Parameters<typeof fakeApi>[0][string], locale: 'ar' | 'en' | 'ku' = 'en') {
  const api = fakeApi({ 'POST /api/v1/imei/check': answer });
  renderWithProviders(
    <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId}>
      <ImeiCheck />
    </MoneyApiProvider>,
    { locale },
  );
  return { api, user: userEvent.setup() };
}

describe('IMEI 4G check', () => {
  it('tells how to find the IMEI and refuses 14 digits or a wrong check digit before asking the server', async () => {
    const { api, user } = setup(ok({}));
    const box = screen.getByRole('textbox', { name: 'IMEI number' });
    expect(box).toHaveAccessibleDescription(/Dial .*\*#06#.* on your phone to see it/);
    await user.type(box, IMEI.slice(0, 14));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The IMEI has 15 digits. Dial *#06# to see it.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.type(box, '7');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('This IMEI is not valid: check the digits again (dial *#06# to see it).')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('shows the model, 4G and VoLTE and the next steps for a known phone', async () => {
    const { api, user } = setup(ok({ imei: IMEI, device: { brand: 'Apple', model: 'iPhone 15' }, supports4g: true, supportsVolte: true, bands: ['B1', 'B3'] }));
    await user.type(screen.getByRole('textbox', { name: 'IMEI number' }), IMEI);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('heading', { name: 'Apple iPhone 15' })).toBeInTheDocument();
    expect(api.calls('POST /api/v1/imei/check')[0].body).toEqual({ imei: IMEI });
    expect(screen.getByText('Works on our 4G network')).toBeInTheDocument();
    expect(screen.getByText('Supports VoLTE: HD voice calls over 4G')).toBeInTheDocument();
    expect(screen.getByText('B1, B3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /swap an old one for free/ })).toHaveAttribute('href', '/en/personal/four-g-lte/switch-sim');
    expect(screen.getByRole('link', { name: 'Find a Nour shop near you' })).toHaveAttribute('href', '/en/support/shops');
    await user.click(screen.getByRole('button', { name: 'Check another phone' }));
    expect(screen.getByRole('textbox', { name: 'IMEI number' })).toHaveValue('');
  });

  it('says "not in our list" for an unknown phone, in Arabic', async () => {
    const { user } = setup(ok({ imei: IMEI, device: null, supports4g: false, supportsVolte: false, bands: [] }), 'ar');
    await user.type(screen.getByRole('textbox', { name: 'رقم IMEI' }), IMEI);
    await user.click(screen.getByRole('button', { name: 'افحص' }));
    expect(await screen.findByRole('heading', { name: 'الجهاز غير موجود في قائمتنا' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('جهازك غير موجود في قائمتنا');
    expect(screen.queryByRole('link', { name: /بدّل القديمة/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اعثر على متجر نور قريب منك' })).toHaveAttribute('href', '/support/shops');
  });

  it("puts the server's field message under the field", async () => {
    const { user } = setup(refused(400, 'IMEI لە 15 ژمارە پێکدێت.', { errors: { imei: 'IMEI لە 15 ژمارە پێکدێت.' } }), 'ku');
    await user.type(screen.getByRole('textbox', { name: 'ژمارەی IMEI' }), IMEI);
    await user.click(screen.getByRole('button', { name: 'بپشکنە' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('IMEI لە 15 ژمارە پێکدێت.');
  });
});
