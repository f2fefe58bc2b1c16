/**
 * A block is one typed definition (design.md section 3): its zod schema (satisfying the component's
 * props), its editor fields, its defaults and its slots. This file and every `block.ts` are for the
 * server and the editor; visitor pages import only the components (registry/components.tsx).
 */
import type { z } from 'zod';
import type { MessageNamespace } from '@/lib/i18n/namespaces';
import type { Locale } from '@/lib/locales';
import type { BlockCategory, FieldDef } from './types';

export interface NormalizeContext {
  locale: Locale;
  /** Reports why a block was changed or dropped (logged on the server, shown in the editor). */
  warn(message: string): void;
}

export interface BlockDefinition<P extends object = Record<string, unknown>> {
  type: string;
  label: string;
  category: BlockCategory;
  /** Validates the authored props (not `id`, not slots). Output type = the component's own props. */
  schema: z.ZodType<P>;
  /** Editor fields for every prop, slots included. */
  fields: Record<string, FieldDef>;
  defaultProps: P;
  /** Props that hold nested blocks. */
  slots?: readonly string[];
  /**
   * Props that hold blocks the server puts in when it serves the page (a shared section's live blocks),
   * never authored: not in the schema or the editor's fields; their messages are sent with the page.
   */
  resolvedSlots?: readonly string[];
  /**
   * The block's background spans the window and it puts its own content in ui/primitives Container;
   * every other block is placed in the content column by registry/BlockTree. Written `fullBleed: true`
   * on one line (scripts/generate-registry.mjs reads it).
   */
  fullBleed?: boolean;
  /**
   * The message namespaces the block (and what it loads lazily) uses beyond the shell's; a page sends
   * the union over its blocks (registry/messages.ts). A function when it depends on the props
   * (FlowEmbed's flow). Checked against the code by registry/__tests__/block-messages.test.tsx.
   */
  messages?: readonly MessageNamespace[] | ((props: P) => readonly MessageNamespace[]);
  /** Server-side clean-up after validation (sanitising HTML, checking URLs); null drops the block. */
  normalize?(props: P, ctx: NormalizeContext): P | null;
}

export function defineBlock<P extends object>(definition: BlockDefinition<P>): BlockDefinition<P> {
  return definition;
}
