/**
 * Data some blocks show (add-ons, countries, products, jobs, posts) is added to their props when a
 * page is served; editors store only the ids and filters (lib/catalog.ts has the shapes).
 */
import type { Locale } from '@/lib/locales';
import { blockDefinitions } from '@/registry/definitions';
import type { BlockNode, PageData } from '@/lib/blocks/types';
import { listPosts, summary } from '../services/blog';
import { jobLookupNames, listOpenJobs } from '../services/careers';
import { getAddon, listAddons, listRoamingCountries, type AddonFilter } from '../services/catalog';
import { productCards } from '../services/shop/catalogue';
import { liveSectionBlocks } from './sections';

/** `trail`: the shared sections this block is inside (a section never shows itself, even if stored so). */
type Resolver = (props: Record<string, any>, locale: Locale, trail: readonly number[], sections?: SectionBlocks) => Promise<Record<string, unknown>>;
/** Blocks shown in place of some sections' live ones (a section test's variant, content/variants.ts). */
type SectionBlocks = ReadonlyMap<number, BlockNode[]>;

const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

export const resolvers: Record<string, Resolver> = {
  AddonCard: async (props, locale) => ({ addon: await getAddon(num(props.addonId, 0), locale) }),
  AddonList: async (props, locale) => ({
    addons: await listAddons((props.addonType ?? 'all') as AddonFilter, locale, num(props.limit, 12)),
  }),
  RoamingCountries: async (_props, locale) => ({ countries: await listRoamingCountries(locale) }),
  ProductGrid: async (props, locale) => ({ products: await productCards(props.category ?? 'all', locale, num(props.limit, 12)) }),
  JobsList: async (props, locale) => ({
    jobs: (await listOpenJobs(locale, num(props.limit, 20))).map(({ html: _html, open: _open, ...job }) => job),
    lookups: await jobLookupNames(locale),
  }),
  BlogList: async (props, locale) => ({
    posts: (
      await listPosts(locale, {
        order: props.mode === 'trending' ? 'trending' : 'latest',
        categoryId: num(props.categoryId, 0) || undefined,
        limit: num(props.limit, 3),
      })
    ).map(summary),
  }),
  // The section's live blocks in the page's language, completed like the page's own.
  SharedSection: async (props, locale, trail, sections) => {
    const id = num(props.sectionId, 0);
    if (id <= 0 || trail.includes(id) || trail.length >= MAX_SECTION_DEPTH) return { blocks: [] };
    return { blocks: await resolveList(sections?.get(id) ?? (await liveSectionBlocks(id, locale)), locale, [...trail, id], sections) };
  },
};

/** Sections inside sections, at most this deep (the editor refuses circles; this stops a stored one). */
const MAX_SECTION_DEPTH = 4;

async function resolveList(list: BlockNode[], locale: Locale, trail: readonly number[] = [], sections?: SectionBlocks): Promise<BlockNode[]> {
  return Promise.all(list.map((node) => resolveNode(node, locale, trail, sections)));
}

async function resolveNode(node: BlockNode, locale: Locale, trail: readonly number[], sections?: SectionBlocks): Promise<BlockNode> {
  const props: Record<string, unknown> = { ...node.props };
  for (const slot of blockDefinitions[node.type]?.slots ?? []) {
    if (Array.isArray(props[slot])) props[slot] = await resolveList(props[slot] as BlockNode[], locale, trail, sections);
  }
  const resolver = resolvers[node.type];
  if (resolver) Object.assign(props, await resolver(node.props, locale, trail, sections));
  return { type: node.type, props: props as BlockNode['props'] };
}

/** The page's blocks with their server data; `sections` replaces some sections' live blocks (a section test's variant). */
export async function resolvePageData(data: PageData, locale: Locale, sections?: SectionBlocks): Promise<PageData> {
  return { root: data.root, content: await resolveList(data.content, locale, [], sections) };
}

/**
 * What the server adds to one block's props for visitors (the add-on of an add-on card…), in
 * `locale`: the editor's canvas asks for it so it shows what visitors of that language will see. {}
 * for a block without server data, an unknown type, or props its schema refuses (the canvas then
 * shows the block's own "not available" state).
 */
export async function resolveBlockProps(type: string, props: Record<string, unknown>, locale: Locale): Promise<Record<string, unknown>> {
  const resolver = Object.hasOwn(resolvers, type) ? resolvers[type] : undefined;
  const definition = Object.hasOwn(blockDefinitions, type) ? blockDefinitions[type] : undefined;
  if (!resolver || !definition) return {};
  const parsed = definition.schema.safeParse(props);
  if (!parsed.success) return {};
  return resolver(parsed.data as Record<string, unknown>, locale, []);
}
