import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/lib/testing/render';
import block from './block';
import { Accordion } from './Accordion';

const items = [
  { title: 'Who can subscribe?', html: '<p>All customers.</p>' },
  { title: 'When does it expire?', html: '<p>After 30 days.</p>' },
  { title: 'Does it renew?', html: '<p>Yes, every month.</p>' },
];

const button = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('shows its title and closed items whose buttons control their panels', () => {
    renderWithProviders(<Accordion title="Offer terms" items={items} openFirst={false} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Offer terms' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    for (const item of items) {
      const b = button(item.title);
      expect(b).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(b.getAttribute('aria-controls')!)).not.toBeVisible();
    }
    expect(screen.queryByText('All customers.')).not.toBeVisible();
  });

  it('opens the first item when asked to', () => {
    renderWithProviders(<Accordion title="" items={items} openFirst />);
    expect(button('Who can subscribe?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Who can subscribe?' })).toHaveTextContent('All customers.');
    expect(button('Does it renew?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('opens and closes items with the keyboard, several at a time', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Accordion title="" items={items} openFirst={false} />, { locale: 'ar' });
    await user.tab();
    expect(button('Who can subscribe?')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button('Who can subscribe?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('All customers.')).toBeVisible();
    await user.keyboard('{ArrowDown}');
    expect(button('When does it expire?')).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByText('After 30 days.')).toBeVisible();
    expect(screen.getByText('All customers.')).toBeVisible();
    await user.keyboard('{Enter}');
    expect(screen.getByText('After 30 days.')).not.toBeVisible();
  });

  it('moves between headers with the arrows, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Accordion title="" items={items} openFirst={false} />);
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(button('Does it renew?')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(button('Who can subscribe?')).toHaveFocus();
    await user.keyboard('{End}');
    expect(button('Does it renew?')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(button('Who can subscribe?')).toHaveFocus();
  });

  it('renders nothing, not even its title, without items', () => {
    const { container } = renderWithProviders(<Accordion title="Offer terms" items={[]} openFirst />);
    expect(container).toBeEmptyDOMElement();
  });

  it('sanitises every item in its definition', () => {
    const warnings: string[] = [];
    const clean = block.normalize!(
      { title: '', openFirst: false, items: [{ title: 'A', html: '<p>ok<img src="x" onerror="alert(1)"></p><script>x</script>' }] },
      { locale: 'ar', warn: (m) => warnings.push(m) },
    )!;
    expect(clean.items[0].html).not.toMatch(/script|onerror/);
    expect(clean.items[0].html).toContain('<p>ok');
    expect(warnings).toHaveLength(1);
  });
});
