import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render';
import { PlanCard } from '../PlanCard/PlanCard';
import block from './block';
import { PlanGrid } from './PlanGrid';

const base = { price: 10000, period: 'month' as const, features: [], ctaLabel: '', ctaHref: '', highlighted: false, badge: '' };

describe('PlanGrid', () => {
  it('shows its title and the plans placed in it, in order', () => {
    renderWithProviders(
      <PlanGrid
        title="Choose your plan"
        plans={
          <>
            <PlanCard {...base} name="Basic 10" />
            <PlanCard {...base} name="Super 25" price={25000} />
          </>
        }
      />,
      { locale: 'en' },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Choose your plan' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Basic 10', 'Super 25']);
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('renders nothing when it has neither a title nor plans', () => {
    const { container } = renderWithProviders(<PlanGrid title="" plans={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('holds plan cards in its one slot', () => {
    expect(block.slots).toEqual(['plans']);
    expect(block.fields.plans).toEqual({ type: 'slot', label: 'Plans', allow: ['PlanCard'] });
  });
});
