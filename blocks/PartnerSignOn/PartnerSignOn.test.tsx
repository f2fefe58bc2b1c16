import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MoneyApiProvider } from '@/flows/shared/api';
import { fakeApi, ok, testDeviceId } from '@/flows/shared/testing';
import { renderWithProviders } from '@/lib/testing/render';
import { PartnerSignOn } from './PartnerSignOn';
import block from './block';

describe('PartnerSignOn', () => {
  it('shows the title, the text and the site’s button, which signs on to that site', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /api/v1/sso/partner-world': ok({ redirectUrl: '/dev/partner?site=partner-world&token=a.b', expiresAt: '' }) });
    const navigate = jest.fn();
    renderWithProviders(
      <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId} navigate={navigate}>
        <PartnerSignOn {...block.defaultProps} title="عالم الشركاء" text="خصومات من شركائنا." />
      </MoneyApiProvider>,
      { locale: 'ar' },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'عالم الشركاء' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'انتقل إلى عالم الشركاء' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dev/partner?site=partner-world&token=a.b'));
  });

  it('takes a button text, and only the two partner sites', () => {
    renderWithProviders(<PartnerSignOn {...block.defaultProps} site="mall" buttonLabel="Shop now" />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Shop now' })).toBeInTheDocument();
    expect(block.schema.safeParse({ ...block.defaultProps, site: 'elsewhere' }).success).toBe(false);
    expect(block.schema.safeParse({ ...block.defaultProps, site: 'mall' }).success).toBe(true);
  });
});
