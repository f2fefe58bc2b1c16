import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/lib/testing/render';
import { addonFixtures } from './AddonCard.fixtures';
import { AddonCard } from './AddonCard';
import block from './block';

describe('AddonCard', () => {
  it('shows title, allowance, validity and price, and a Buy link to the add-on page', () => {
    renderWithProviders(<AddonCard addonId={101} badge="Best value" addon={addonFixtures('en')[0]} />, { locale: 'en' });
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3, name: 'Weekly 10 GB' })).toBeInTheDocument();
    expect(card).toHaveTextContent('10 GB');
    expect(card).toHaveTextContent('Validity7 days');
    expect(card).toHaveTextContent('Price5,000 IQD');
    expect(card).toHaveTextContent('Best value');
    expect(within(card).getByRole('link', { name: 'Buy Weekly 10 GB' })).toHaveAttribute('href', '/en/personal/add-on/101');
  });

  it('says "1 day" and marks roaming add-ons; Arabic counts days the Arabic way', () => {
    const day = addonFixtures('en')[4];
    const { unmount } = renderWithProviders(<AddonCard addonId={105} badge="" addon={day} />, { locale: 'en' });
    expect(screen.getByRole('article')).toHaveTextContent('1 day');
    unmount();
    renderWithProviders(<AddonCard addonId={201} badge="" addon={addonFixtures('ar')[5]} />, { locale: 'ar' });
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('7 أيام');
    expect(card).toHaveTextContent('تجوال');
    expect(card).toHaveTextContent('20,000 د.ع');
    expect(screen.getByRole('link', { name: /اشترِ/ })).toHaveAttribute('href', '/personal/add-on/201');
  });

  it('says the add-on is no longer available when the server found none', () => {
    const { unmount } = renderWithProviders(<AddonCard addonId={999} badge="" addon={null} />, { locale: 'en' });
    expect(screen.getByText('This add-on is no longer available.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    renderWithProviders(<AddonCard addonId={999} badge="" />, { locale: 'ku' });
    expect(screen.getByText('ئەم پاکێجە ئیتر بەردەست نییە.')).toBeInTheDocument();
  });

  it('opens the purchase modal in place when Buy is pressed, and gives the focus back when it closes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddonCard addonId={101} badge="" addon={addonFixtures('en')[0]} />, { locale: 'en' });
    const buy = screen.getByRole('link', { name: 'Buy Weekly 10 GB' });
    expect(buy).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(buy);
    const dialog = await screen.findByRole('dialog', { name: 'Buy Weekly 10 GB' });
    expect(within(dialog).getByLabelText('Mobile number')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(buy).toHaveFocus();
  });

  it('leaves Ctrl+click to the browser (the add-on page in a new tab)', () => {
    renderWithProviders(<AddonCard addonId={101} badge="" addon={addonFixtures('en')[0]} />, { locale: 'en' });
    const buy = screen.getByRole('link', { name: 'Buy Weekly 10 GB' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    fireEvent(buy, event);
    expect(event.defaultPrevented).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stores only the id and the badge', () => {
    expect(Object.keys(block.defaultProps).sort()).toEqual(['addonId', 'badge']);
    expect(block.schema.safeParse({ addonId: 0, badge: '' }).success).toBe(false);
    expect(block.schema.safeParse({ addonId: 2.5, badge: '' }).success).toBe(false);
  });
});
