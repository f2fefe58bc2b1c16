import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MoneyApiProvider } from '@/flows/shared/api';
import { fakeApi, ok, testDeviceId } from '@/flows/shared/testing';
import { renderWithProviders } from '@/lib/testing/render';
import { AppDownload } from './AppDownload';
import block from './block';

describe('AppDownload', () => {
  it('shows both store buttons, leaving through the redirect endpoint in a new window', () => {
    renderWithProviders(<AppDownload {...block.defaultProps} title="Get the app" text="Recharge from your phone." />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'Get the app' })).toBeInTheDocument();
    const appStore = screen.getByRole('link', { name: /Download on the App Store/ });
    const play = screen.getByRole('link', { name: /Get it on Google Play/ });
    for (const link of [appStore, play]) {
      expect(link.getAttribute('href')).toMatch(/^\/api\/redirect\?target=https%3A%2F%2F/);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringContaining('opens in a new window'));
    }
    expect(decodeURIComponent(appStore.getAttribute('href')!)).toContain(block.defaultProps.appStoreUrl);
  });

  it('hides a store without a link and shows Arabic labels', () => {
    renderWithProviders(<AppDownload {...block.defaultProps} playStoreUrl="" image="" />, { locale: 'ar' });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /حمّل من App Store/ })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('accepts only https store links and local images', () => {
    const bad = block.schema.safeParse({
      ...block.defaultProps,
      appStoreUrl: 'http://apps.apple.com/x',
      playStoreUrl: 'javascript:alert(1)',
      image: 'https://evil.example/a.png',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(['appStoreUrl', 'image', 'playStoreUrl']);
    expect(block.schema.safeParse({ ...block.defaultProps, appStoreUrl: '' }).success).toBe(true);
  });
});

describe('AppDownload: text me the link', () => {
  it('is off unless the editor turns it on; then it texts the link to a checked number and says so', async () => {
    const { unmount } = renderWithProviders(<AppDownload {...block.defaultProps} />, { locale: 'en' });
    expect(screen.queryByRole('button', { name: 'Text me the link' })).toBeNull();
    unmount();

    const user = userEvent.setup();
    const api = fakeApi({ 'POST /api/v1/request-app-sms': ok(null, {}, 'If this is a mobile number in Iraq, we will text it the link to the app.') });
    renderWithProviders(
      <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId}>
        <AppDownload {...block.defaultProps} smsLink />
      </MoneyApiProvider>,
      { locale: 'en' },
    );
    const button = await screen.findByRole('button', { name: 'Text me the link' });
    const field = screen.getByLabelText('Mobile number');
    await user.type(field, '0770123');
    await user.click(button);
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter an Iraqi mobile number'));
    expect(field).toHaveFocus();
    expect(api.requests).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '+964 750 111 2233');
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('If this is a mobile number in Iraq, we will text it the link to the app.');
    expect(api.calls('POST /api/v1/request-app-sms')[0].body).toEqual({ msisdn: '07501112233' });
  });

  it('speaks Kurdish', async () => {
    renderWithProviders(<AppDownload {...block.defaultProps} smsLink />, { locale: 'ku' });
    expect(await screen.findByRole('button', { name: 'بەستەرەکەم بۆ بنێرە' })).toBeInTheDocument();
  });
});
