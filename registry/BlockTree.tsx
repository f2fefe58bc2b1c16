import { Activity, createContext, useContext, type ReactNode } from 'react';
import { Container } from '@/ui/primitives';
import type { BlockComponentEntry } from './component-types';
import { blockComponents } from './components.generated';
import type { BlockNode } from '@/lib/blocks/types';
import styles from './BlockTree.module.css';

const ComponentsContext = createContext<Record<string, BlockComponentEntry>>(blockComponents);

/** Lets Storybook, tests and the editor render with their own component map. */
export const BlockComponentsProvider = ComponentsContext.Provider;

/**
 * Renders a validated block tree (registry/validate.ts ran on the server). Slot props are rendered
 * to React nodes before they reach the component.
 *
 * This is the one place that decides the page's content column: each top-level block is put in the
 * Container (the header's max width and inline padding), except full-bleed blocks (`fullBleed` in
 * their block.ts), which draw their band across the window and put their own content in a Container.
 * Blocks in slots are already inside their parent's column.
 *
 * Each top-level block is its own (always visible) Activity boundary: React hydrates a server-rendered
 * boundary after the rest of the page, in slices that yield to the browser, so a page's hydration is
 * not one long task (Lighthouse's total blocking time, issue 15). A click on a block not yet hydrated
 * makes React hydrate that block first, then handle the click. Not Suspense, which does the same on
 * the client: React's server writes a large page's Suspense boundaries out of order, with inline
 * scripts our CSP (rightly) blocks.
 */
export function BlockTree({ content, markIds = false }: { content: BlockNode[]; markIds?: boolean }): ReactNode {
  const tree = content.map((node) => (
    <Activity key={node.props.id}>
      <Block node={node} topLevel />
    </Activity>
  ));
  return markIds ? <MarkIds.Provider value>{tree}</MarkIds.Provider> : tree;
}

/**
 * On a page that runs a test (page variants), each block is wrapped in a box without layout
 * (`display: contents`) that names its id, so a click in it can count as the test's goal. Other pages
 * render exactly as without it.
 */
const MarkIds = createContext(false);

function Marked({ id, children }: { id: string; children: ReactNode }): ReactNode {
  return useContext(MarkIds) ? (
    <div className={styles.marked} data-block-id={id}>
      {children}
    </div>
  ) : (
    children
  );
}

function Slot({ content }: { content: BlockNode[] }): ReactNode {
  return content.map((node) => <Block key={node.props.id} node={node} topLevel={false} />);
}

function Block({ node, topLevel }: { node: BlockNode; topLevel: boolean }) {
  const components = useContext(ComponentsContext);
  const entry = components[node.type];
  if (!entry) return null;
  const props: Record<string, unknown> = { ...node.props };
  for (const slot of entry.slots) {
    const children = node.props[slot];
    props[slot] = Array.isArray(children) && children.length > 0 ? <Slot content={children as BlockNode[]} /> : null;
  }
  const Component = entry.component;
  if (!topLevel || entry.fullBleed)
    return (
      <Marked id={node.props.id}>
        <Component {...props} />
      </Marked>
    );
  return (
    <Container data-block={node.type}>
      <Marked id={node.props.id}>
        <Component {...props} />
      </Marked>
    </Container>
  );
}
