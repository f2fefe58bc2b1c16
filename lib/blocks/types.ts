/**
 * The stored block-tree format is Puck's `Data` (design.md section 4): a page is `root` plus
 * `content`, a list of blocks `{ type, props }`; nested blocks live in slot props (arrays of blocks).
 */
export interface BlockNode<P extends Record<string, unknown> = Record<string, unknown>> {
  type: string;
  props: P & { id: string };
}

export interface PageData {
  root: { props: Record<string, unknown> };
  content: BlockNode[];
}

/** Editor fields: the subset of Puck's field types our blocks use. */
export type FieldDef =
  | { type: 'text'; label: string; contentEditable?: boolean }
  | { type: 'textarea'; label: string }
  | { type: 'number'; label: string; min?: number; max?: number; step?: number }
  | { type: 'select' | 'radio'; label: string; options: ReadonlyArray<{ label: string; value: string | number | boolean }> }
  | {
      type: 'array';
      label: string;
      arrayFields: Record<string, FieldDef>;
      defaultItemProps?: Record<string, unknown>;
      /** Which item field names the item in the editor's list. */
      itemSummaryField?: string;
    }
  | { type: 'object'; label: string; objectFields: Record<string, FieldDef> }
  | { type: 'slot'; label?: string; allow?: string[] };

export type BlockCategory = 'layout' | 'content' | 'media' | 'marketing' | 'commerce' | 'forms';

export interface BlockProblem {
  /** error: the block is left out; warning: it was kept, changed (e.g. unsafe HTML removed). */
  severity: 'error' | 'warning';
  /** Where in the tree, e.g. `content[2].props.start[0]`. */
  path: string;
  type: string;
  blockId?: string;
  /** Field errors as message references (lib/validation/messages), or a sentence. */
  errors: Record<string, string>;
}
