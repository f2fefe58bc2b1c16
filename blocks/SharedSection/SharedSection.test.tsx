import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render';
import { SharedSection } from './SharedSection';

describe('SharedSection', () => {
  it("shows the section's blocks, as the page's own", async () => {
    renderWithProviders(
      <SharedSection
        sectionId={3}
        blocks={[
          { type: 'Heading', props: { id: 'h', text: 'Need help?', level: 2, align: 'start', subtitle: '' } },
          { type: 'RichText', props: { id: 'r', html: '<p>Call 411.</p>', width: 'narrow' } },
        ]}
      />,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Need help?' })).toBeInTheDocument();
    expect(await screen.findByText('Call 411.')).toBeInTheDocument();
  });

  it('shows nothing when the section is not published in the page language', () => {
    const { container } = renderWithProviders(<SharedSection sectionId={3} blocks={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
