import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Providers, renderWithProviders } from '@/lib/testing/render';
import block from './block';
import { PromoCountdown } from './PromoCountdown';

const NOW = new Date('2026-11-20T09:00:00+03:00').getTime();
const props = { ...block.defaultProps, title: 'Double data', ctaLabel: 'Get it', ctaHref: '/personal/add-ons' };

const value = (unit: string) => screen.getByText(unit).previousElementSibling?.textContent;

beforeEach(() => jest.useFakeTimers({ now: NOW }));
afterEach(() => jest.useRealTimers());

describe('PromoCountdown', () => {
  it('counts days, hours, minutes and seconds down in the browser', () => {
    const endsAt = new Date(NOW + (((2 * 24 + 3) * 60 + 4) * 60 + 5) * 1000).toISOString();
    renderWithProviders(<PromoCountdown {...props} endsAt={endsAt} />, { locale: 'en' });
    expect([value('Days'), value('Hours'), value('Minutes'), value('Seconds')]).toEqual(['2', '03', '04', '05']);
    act(() => jest.advanceTimersByTime(6_000));
    expect([value('Days'), value('Hours'), value('Minutes'), value('Seconds')]).toEqual(['2', '03', '03', '59']);
    expect(screen.getByRole('link', { name: 'Get it' })).toHaveAttribute('href', '/en/personal/add-ons');
  });

  it('is a timer that never speaks up by itself', () => {
    renderWithProviders(<PromoCountdown {...props} endsAt={new Date(NOW + 60_000).toISOString()} />, { locale: 'en' });
    const timer = screen.getByRole('timer', { name: 'Time left' });
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(timer.closest('[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"]')).toBeNull();
  });

  it('says the offer has ended when the time is up, and hides the button', () => {
    renderWithProviders(<PromoCountdown {...props} endsAt={new Date(NOW + 2_000).toISOString()} />, { locale: 'ar' });
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('link', { name: 'Get it' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3_000));
    expect(screen.getByRole('status')).toHaveTextContent('انتهى هذا العرض.');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows an offer that ended before the visit as ended', () => {
    renderWithProviders(<PromoCountdown {...props} endsAt="2026-01-01T00:00:00Z" />, { locale: 'ku' });
    expect(screen.getByRole('status')).toHaveTextContent('ئەم ئۆفەرە کۆتایی هاتووە.');
  });

  it('renders the same placeholder on the server whatever the time, so hydration matches', () => {
    const html = (endsAt: string) =>
      renderToString(
        <Providers locale="en">
          <PromoCountdown {...props} endsAt={endsAt} />
        </Providers>,
      );
    const soon = html(new Date(NOW + 65_000).toISOString());
    expect(soon).toContain('--');
    expect(soon).not.toMatch(/>0?1<|>05</);
    expect(soon).toContain('Get it');
  });

  it('accepts only ISO date-times with an offset', () => {
    for (const endsAt of ['2026-12-31T23:59:00+03:00', '2026-12-31T20:59:00Z', '2026-12-31T20:59:00.000Z']) {
      expect(block.schema.safeParse({ ...block.defaultProps, endsAt }).success).toBe(true);
    }
    for (const endsAt of ['', 'next Friday', '2026-12-31', '2026-13-01T00:00:00Z', '2026-12-31T23:59:00']) {
      const result = block.schema.safeParse({ ...block.defaultProps, endsAt });
      expect(result.error?.issues[0].message).toBe('validation.invalid');
    }
  });
});
