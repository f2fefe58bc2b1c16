/**
 * validatePage (design.md section 4): applies defaults, validates every block's props with its schema,
 * recurses into slots, runs each block's normalize (sanitising). An unknown or invalid block is left
 * out and reported; one bad block never breaks a page.
 */
import type { Locale } from '@/lib/locales';
import { fieldErrors } from '@/lib/validation/zod-errors';
import type { BlockDefinition } from '@/lib/blocks/define';
import { blockDefinitions } from './definitions';
import type { BlockNode, BlockProblem, PageData } from '@/lib/blocks/types';

export interface ValidationResult {
  data: PageData;
  problems: BlockProblem[];
}

const MAX_DEPTH = 8;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function validatePage(
  input: unknown,
  options: { locale: Locale; definitions?: Record<string, BlockDefinition<any>> },
): ValidationResult {
  const definitions = options.definitions ?? blockDefinitions;
  const problems: BlockProblem[] = [];
  const seenIds = new Set<string>();

  function validateList(list: unknown, path: string, depth: number): BlockNode[] {
    if (!Array.isArray(list)) {
      if (list !== undefined) problems.push({ severity: 'error', path, type: '', errors: { _: 'validation.invalid' } });
      return [];
    }
    const out: BlockNode[] = [];
    list.forEach((raw, index) => {
      const node = validateNode(raw, `${path}[${index}]`, depth);
      if (node) out.push(node);
    });
    return out;
  }

  function validateNode(raw: unknown, path: string, depth: number): BlockNode | null {
    if (!isRecord(raw) || typeof raw.type !== 'string' || !isRecord(raw.props ?? {})) {
      problems.push({ severity: 'error', path, type: '', errors: { _: 'not a block' } });
      return null;
    }
    const type = raw.type;
    const props = (raw.props ?? {}) as Record<string, unknown>;
    const blockId = typeof props.id === 'string' && props.id ? props.id : undefined;
    const definition = definitions[type];
    if (!definition) {
      problems.push({ severity: 'error', path, type, blockId, errors: { _: `unknown block type "${type}"` } });
      return null;
    }
    if (depth > MAX_DEPTH) {
      problems.push({ severity: 'error', path, type, blockId, errors: { _: 'blocks are nested too deeply' } });
      return null;
    }

    const slotNames = definition.slots ?? [];
    const authored: Record<string, unknown> = { ...definition.defaultProps };
    for (const [key, value] of Object.entries(props)) {
      if (key !== 'id' && !slotNames.includes(key) && value !== undefined && value !== null) authored[key] = value;
    }
    const parsed = definition.schema.safeParse(authored);
    if (!parsed.success) {
      problems.push({ severity: 'error', path, type, blockId, errors: fieldErrors(parsed.error) });
      return null;
    }

    const warnings: string[] = [];
    const normalized = definition.normalize
      ? definition.normalize(parsed.data, { locale: options.locale, warn: (m) => warnings.push(m) })
      : parsed.data;
    if (warnings.length || normalized === null) {
      problems.push({ severity: normalized === null ? 'error' : 'warning', path, type, blockId, errors: { _: warnings.join(' ') || 'left out' } });
    }
    if (normalized === null) return null;

    const slots: Record<string, BlockNode[]> = {};
    for (const slot of slotNames) slots[slot] = validateList(props[slot] ?? [], `${path}.props.${slot}`, depth + 1);

    let id = blockId ?? `${type}-${path.replace(/[^0-9]+/g, '-').replace(/^-|-$/g, '')}`;
    while (seenIds.has(id)) id = `${id}-dup`;
    seenIds.add(id);
    return { type, props: { ...normalized, ...slots, id } };
  }

  const root = isRecord(input) && isRecord(input.root) && isRecord(input.root.props) ? input.root.props : {};
  const content = isRecord(input) ? validateList(input.content ?? [], 'content', 0) : [];
  if (!isRecord(input)) problems.push({ severity: 'error', path: '', type: '', errors: { _: 'the page data must be an object' } });
  return { data: { root: { props: root }, content }, problems };
}
