import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/lib/testing/render';
import { SmartLink } from '../SmartLink';

function setup(ui: React.ReactElement, locale: 'ar' | 'en' = 'en') {
  const push = jest.fn(async () => true);
  renderWithProviders(ui, { locale, router: { push } });
  return push;
}

describe('SmartLink', () => {
  it('localises a site path and lets Next route a plain click, without its own locale prefix', async () => {
    const push = setup(<SmartLink href="/personal/roaming">Roaming</SmartLink>);
    const link = screen.getByRole('link', { name: 'Roaming' });
    expect(link).toHaveAttribute('href', '/en/personal/roaming');
    await userEvent.click(link);
    expect(push).toHaveBeenCalledWith('/en/personal/roaming', undefined, { locale: false });
  });

  it('Arabic paths have no prefix', () => {
    setup(<SmartLink href="/personal/roaming">التجوال</SmartLink>, 'ar');
    expect(screen.getByRole('link', { name: 'التجوال' })).toHaveAttribute('href', '/personal/roaming');
  });

  it.each([
    ['a click with Ctrl (new tab)', { ctrlKey: true }],
    ['a click with Cmd', { metaKey: true }],
    ['a click with Shift (new window)', { shiftKey: true }],
    ['a middle click', { button: 1 }],
  ])('leaves %s to the browser', (_, init) => {
    const push = setup(<SmartLink href="/personal">Personal</SmartLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Personal' }), init);
    expect(push).not.toHaveBeenCalled();
  });

  it('opens target=_blank in a new window with noopener, not through the router', () => {
    const push = setup(
      <SmartLink href="/terms" target="_blank">
        Terms
      </SmartLink>,
    );
    const link = screen.getByRole('link', { name: 'Terms' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    fireEvent.click(link);
    expect(push).not.toHaveBeenCalled();
  });

  it('sends absolute URLs out through the redirect endpoint, as plain links', () => {
    const push = setup(<SmartLink href="https://example.com/app">App</SmartLink>);
    const link = screen.getByRole('link', { name: 'App' });
    expect(link.getAttribute('href')).toMatch(/^\/api\/redirect\?target=https%3A%2F%2Fexample\.com%2Fapp&lang=en$/);
    fireEvent.click(link);
    expect(push).not.toHaveBeenCalled();
  });

  it('runs its own onClick first; a handler that prevents the default keeps the router out', () => {
    const push = setup(
      <SmartLink href="/personal" onClick={(e) => e.preventDefault()}>
        Personal
      </SmartLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Personal' }));
    expect(push).not.toHaveBeenCalled();
  });
});
