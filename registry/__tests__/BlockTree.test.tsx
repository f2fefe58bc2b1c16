import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render';
import { theme } from '@/lib/theme/tokens';
import { Container } from '@/ui/primitives';
import type { BlockComponentEntry } from '../component-types';
import { BlockComponentsProvider, BlockTree } from '../BlockTree';
import { blockComponents } from '../components.generated';
import type { BlockNode } from '@/lib/blocks/types';

/** A block that draws a band across the window, like Hero: its content goes in its own Container. */
function Band({ title, inner }: { title: string; inner?: React.ReactNode }) {
  return (
    <section data-testid={`band-${title}`}>
      <Container>
        <h2>{title}</h2>
        {inner}
      </Container>
    </section>
  );
}
function Text({ text }: { text: string }) {
  return <p>{text}</p>;
}

const components: Record<string, BlockComponentEntry> = {
  Band: { component: Band, slots: ['inner'], fullBleed: true },
  Text: { component: Text, slots: [] },
};

const node = (type: string, id: string, props: Record<string, unknown>): BlockNode => ({ type, props: { id, ...props } });

/** The box that sets the content column's width: the nearest ancestor with the header's max width. */
const column = (el: HTMLElement) => {
  for (let at = el.parentElement; at; at = at.parentElement) if (getComputedStyle(at).maxWidth === theme.width.content) return at;
  return null;
};

describe('BlockTree content column', () => {
  it('puts a top-level block in the column of the header, and a full-bleed band only its content', () => {
    renderWithProviders(
      <BlockComponentsProvider value={components}>
        <BlockTree content={[node('Text', 'a', { text: 'Plain paragraph' }), node('Band', 'b', { title: 'Wide band', inner: [node('Text', 'c', { text: 'In the band' })] })]} />
      </BlockComponentsProvider>,
    );
    expect(column(screen.getByText('Plain paragraph'))).not.toBeNull();
    // The band itself spans the window; its heading and nested blocks are in the column.
    expect(column(screen.getByTestId('band-Wide band'))).toBeNull();
    expect(column(screen.getByRole('heading', { name: 'Wide band' }))).not.toBeNull();
    expect(column(screen.getByText('In the band'))).not.toBeNull();
  });

  it('does not indent a block twice when a column is inside another one', () => {
    renderWithProviders(
      <Container>
        <Container>
          <p>Nested</p>
        </Container>
      </Container>,
    );
    const outer = column(screen.getByText('Nested'));
    expect(outer).not.toBeNull();
    expect(column(outer!)).toBeNull();
  });

  it('knows which registered blocks are full-bleed bands', () => {
    const bands = Object.entries(blockComponents)
      .filter(([, entry]) => entry.fullBleed)
      .map(([type]) => type);
    expect(bands.sort()).toEqual(['AppDownload', 'Hero', 'HeroCarousel', 'PromoCountdown', 'Section', 'SharedSection']);
  });

  it("lays a shared section's blocks out as the page's own: a band spans the window, a paragraph sits in the column", () => {
    renderWithProviders(
      <BlockComponentsProvider value={{ ...components, SharedSection: blockComponents.SharedSection }}>
        <BlockTree content={[node('SharedSection', 's', { sectionId: 1, blocks: [node('Band', 'b', { title: 'Shared band' }), node('Text', 't', { text: 'Shared words' })] })]} />
      </BlockComponentsProvider>,
    );
    return screen.findByText('Shared words').then((words) => {
      expect(column(words)).not.toBeNull();
      expect(column(words.parentElement!.parentElement!)).toBeNull();
      expect(column(screen.getByTestId('band-Shared band'))).toBeNull();
      expect(column(screen.getByRole('heading', { name: 'Shared band' }))).not.toBeNull();
    });
  });
});
