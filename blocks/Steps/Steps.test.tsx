import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render';
import block from './block';
import { Steps } from './Steps';

const steps = [
  { title: 'Scratch the card', text: 'Reveal the digits.' },
  { title: 'Dial the code', text: '' },
  { title: 'Get the confirmation', text: 'A text message arrives.' },
];

describe('Steps', () => {
  it('is an ordered list of steps in their order, under its heading', () => {
    renderWithProviders(<Steps title="How to recharge" steps={steps} />, { locale: 'ku' });
    expect(screen.getByRole('heading', { level: 2, name: 'How to recharge' })).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual(steps.map((s) => s.title));
    expect(items[0]).toHaveTextContent('Reveal the digits.');
    expect(items[1].querySelector('p')).toBeNull();
  });

  it('has no heading when untitled, and renders nothing without steps', () => {
    const { container, rerender } = renderWithProviders(<Steps title="" steps={steps} />);
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    rerender(<Steps title="How to recharge" steps={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('needs a title for every step', () => {
    expect(block.schema.safeParse({ title: '', steps: [{ title: '', text: 'x' }] }).error?.issues[0].message).toBe('validation.required');
  });
});
