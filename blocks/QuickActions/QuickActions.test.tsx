import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render';
import block from './block';
import { QuickActions } from './QuickActions';

describe('QuickActions', () => {
  it('by default links the five top tasks, localised, under the "Top tasks" label', () => {
    renderWithProviders(<QuickActions {...block.defaultProps} />, { locale: 'ku' });
    const strip = screen.getByRole('region', { name: 'کارە باوەکان' });
    expect(within(strip).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Recharge', '/ku/personal/my-account/recharge'],
      ['Pay a bill', '/ku/personal/my-account/bill'],
      ['Buy an add-on', '/ku/personal/add-ons'],
      ['Transfer credit', '/ku/personal/my-account/balance-transfer'],
      ['My account', '/ku/personal/my-account'],
    ]);
  });

  it('is labelled by its title and draws a decorative icon per kind', () => {
    const { container } = renderWithProviders(
      <QuickActions
        title="ماذا تريد أن تفعل؟"
        items={[
          { label: 'تعبئة الرصيد', href: '/personal/my-account/recharge', icon: 'recharge' },
          { label: 'دفع الفاتورة', href: '/personal/my-account/bill', icon: 'bill' },
        ]}
      />,
      { locale: 'ar' },
    );
    const strip = screen.getByRole('region', { name: 'ماذا تريد أن تفعل؟' });
    expect(within(strip).getByRole('heading', { level: 2 })).toHaveTextContent('ماذا تريد أن تفعل؟');
    expect(within(strip).getByRole('link', { name: 'دفع الفاتورة' })).toHaveAttribute('href', '/personal/my-account/bill');
    const icons = [...container.querySelectorAll('svg')];
    expect(icons).toHaveLength(2);
    for (const icon of icons) expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icons[0].innerHTML).not.toBe(icons[1].innerHTML);
  });

  it('renders nothing without an item that has both a label and a link', () => {
    const { container } = renderWithProviders(<QuickActions title="Quick" items={[{ label: '', href: '/x', icon: 'star' }]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('refuses an empty label, an empty or unsafe link and an unknown icon in its schema', () => {
    const parse = (item: Record<string, string>) => block.schema.safeParse({ title: '', items: [{ label: 'Go', href: '/personal', icon: 'star', ...item }] });
    expect(parse({}).success).toBe(true);
    expect(parse({ label: ' ' }).error?.issues[0].message).toBe('validation.required');
    expect(parse({ href: '' }).error?.issues[0].message).toBe('validation.required');
    expect(parse({ href: 'javascript:alert(1)' }).error?.issues[0].message).toBe('validation.url');
    expect(parse({ icon: 'rocket' }).success).toBe(false);
  });
});
