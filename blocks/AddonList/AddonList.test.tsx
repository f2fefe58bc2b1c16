import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render';
import { addonFixtures } from '../AddonCard/AddonCard.fixtures';
import { AddonList } from './AddonList';
import block from './block';

describe('AddonList', () => {
  it('shows a card with a Buy link for each add-on, up to the limit', () => {
    renderWithProviders(<AddonList title="Add-ons" addonType="all" limit={4} addons={addonFixtures('en')} />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'Add-ons' })).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual(['Weekly 10 GB', 'Monthly 40 GB', 'Talk 300', 'SMS 500']);
    expect(within(items[2]).getByRole('link', { name: 'Buy Talk 300' })).toHaveAttribute('href', '/en/personal/add-on/103');
    expect(items[2]).toHaveTextContent('3,000 IQD');
  });

  it('says so when there are no add-ons, or when they were not resolved', () => {
    const { unmount } = renderWithProviders(<AddonList title="" addonType="roaming" limit={6} addons={[]} />, { locale: 'en' });
    expect(screen.getByText('No add-ons are available right now.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    unmount();
    renderWithProviders(<AddonList title="" addonType="sms" limit={6} />, { locale: 'ar' });
    expect(screen.getByText('لا توجد باقات متاحة حالياً.')).toBeInTheDocument();
  });

  it('limits the list to 1 to 24 add-ons in its schema', () => {
    for (const limit of [0, 25, 3.5]) expect(block.schema.safeParse({ ...block.defaultProps, limit }).success).toBe(false);
    expect(block.schema.safeParse({ ...block.defaultProps, addonType: 'credit' }).success).toBe(false);
  });
});
