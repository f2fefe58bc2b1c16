import { createContext, useContext, type ReactNode } from 'react';
import type { BlockComponentEntry } from './component-types';
import { blockComponents } from './components.generated';
import type { BlockNode } from './types';

const ComponentsContext = createContext<Record<string, BlockComponentEntry>>(blockComponents);

/** Lets Storybook, tests and the editor render with their own component map. */
export const BlockComponentsProvider = ComponentsContext.Provider;

/**
 * Renders a validated block tree (registry/validate.ts ran on the server). Slot props are rendered
 * to React nodes before they reach the component.
 */
export function BlockTree({ content }: { content: BlockNode[] }): ReactNode {
  return content.map((node) => <Block key={node.props.id} node={node} />);
}

function Block({ node }: { node: BlockNode }) {
  const components = useContext(ComponentsContext);
  const entry = components[node.type];
  if (!entry) return null;
  const props: Record<string, unknown> = { ...node.props };
  for (const slot of entry.slots) {
    const children = node.props[slot];
    props[slot] = Array.isArray(children) && children.length > 0 ? <BlockTree content={children as BlockNode[]} /> : null;
  }
  const Component = entry.component;
  return <Component {...props} />;
}
