/**
 * The message namespaces a block tree uses (server side, from the validated document): the union of
 * its blocks' declared `messages`, slots included. A CMS page sends these and the shell's only.
 */
import type { BlockNode } from '@/lib/blocks/types';
import type { MessageNamespace } from '@/lib/i18n/namespaces';
import { blockDefinitions } from './definitions';

export function blockTreeMessages(content: readonly BlockNode[]): MessageNamespace[] {
  const found = new Set<MessageNamespace>();
  const visit = (nodes: readonly BlockNode[]) => {
    for (const node of nodes) {
      const definition = blockDefinitions[node.type];
      if (!definition) continue;
      const declared = typeof definition.messages === 'function' ? definition.messages(node.props) : definition.messages;
      for (const namespace of declared ?? []) found.add(namespace);
      for (const slot of [...(definition.slots ?? []), ...(definition.resolvedSlots ?? [])]) {
        const children = node.props[slot];
        if (Array.isArray(children)) visit(children as BlockNode[]);
      }
    }
  };
  visit(content);
  return [...found].sort();
}
