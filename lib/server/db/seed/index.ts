/**
 * The demo seed. Idempotent: it inserts what is missing and never overwrites what editors changed,
 * so every fresh database starts the same and restarts change nothing.
 */
import argon2 from 'argon2';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { locales } from '@/lib/locales';
import { sanitizeRichText } from '@/lib/sanitize';
import { publishDraft, saveDraft } from '../../content/pages';
import { serverEnv } from '../../env';
import { createEditor } from '../../services/editor-auth';
import { DEMO_EDITOR_PASSWORD } from '../../env';
import type { Database } from '../index';
import {
  accounts,
  addons,
  editorSessions,
  accountSessions,
  blogCategories,
  blogPosts,
  countries,
  devices,
  dynamicLinks,
  editors,
  jobLookups,
  jobs,
  pages,
  partnerApplications,
  products,
  productVariants,
  promoCodes,
  rewardsCatalogue,
  games,
  shops,
  siteMaps,
  talentContestants,
  talentRounds,
} from '../schema';
import { addonSeed, countrySeed, dynamicLinkSeed } from './addons-data';
import { blogCategorySeed, blogPostSeed } from './blog-data';
import { jobLookupSeed, jobSeed } from './careers-data';
import { deviceSeed, shopSeed } from './services-data';
import { partnerSeed } from './platinum-data';
import { productSeed, variantSeed } from './catalog-data';
import { promoCodeSeed } from './checkout-data';
import { rewardSeed } from './rewards-data';
import { gameSeed } from './games-data';
import { seedPages } from './content/index';
import { seedAccounts } from './accounts';
import { talentSeed } from './talent-data';
import { seedOperator } from './operator';
import { DEMO_ACCOUNT, STEP_UP_ACCOUNTS } from './operator-data';
import { menuPositions, seededSiteMap } from '@/lib/site-map-data';

export const DEMO_EDITOR_EMAIL = 'editor@example.com';
/** The roles of the demo editor: every role, so each of the editor's flows works signed in as one person. */
export const DEMO_EDITOR_ROLES = ['author', 'reviewer', 'publisher', 'care'];
/**
 * The second demo editor (demo mode only), for the two-people review (issue 32, part 2): reviews and
 * publishes what the first one wrote. Its password is published in README like the first one's.
 */
export const DEMO_REVIEWER = { email: 'reviewer@example.com', password: 'Reviewer#2026pass', name: 'Reviewer', roles: ['author', 'reviewer', 'publisher'] };
export { DEMO_EDITOR_PASSWORD };

export interface SeedOptions {
  /** Seed the content pages (about a second on PGlite); tests of other things can skip them. */
  pages?: boolean;
  /** Demo mode (default: the environment's): demo lines, accounts and the demo editor's password. */
  demo?: boolean;
  /** The seeded editor's password outside demo mode (default: EDITOR_PASSWORD). */
  editorPassword?: string;
}

export async function seed(db: Database, options: SeedOptions = {}): Promise<void> {
  const demo = options.demo ?? serverEnv().demoMode;
  await db
    .insert(siteMaps)
    .values(menuPositions.flatMap((position) => locales.map((locale) => ({ position, locale, items: seededSiteMap(position, locale) }))))
    .onConflictDoNothing();

  await db.insert(countries).values(countrySeed).onConflictDoNothing();
  await db
    .insert(addons)
    .values(addonSeed.map((a) => ({ ...a, groupId: a.groupId ?? null, roamingCountries: a.roamingCountries ?? [] })))
    .onConflictDoNothing();
  // The rewards catalogue (issue 14) needs its add-ons first.
  await db.insert(rewardsCatalogue).values(rewardSeed).onConflictDoNothing();
  // The games (issue 14); editors' changes are kept.
  await db.insert(games).values(gameSeed).onConflictDoNothing();
  await seedCatalogue(db);
  await db.insert(promoCodes).values(promoCodeSeed).onConflictDoNothing();
  await db.insert(dynamicLinks).values(dynamicLinkSeed).onConflictDoNothing();
  await db.insert(jobLookups).values(jobLookupSeed).onConflictDoNothing();
  // The 4G check's phone list and the shop locator's shops (issue 13); editors' changes are kept.
  await db.insert(devices).values(deviceSeed).onConflictDoNothing();
  await db.insert(shops).values(shopSeed).onConflictDoNothing();
  // Seeded partners were approved, their numbers long known.
  await db
    .insert(partnerApplications)
    .values(partnerSeed.map((partner) => ({ ...partner, phoneVerifiedAt: new Date('2026-01-01T00:00:00Z') })))
    .onConflictDoNothing();
  await seedTalent(db);

  // Blog posts and jobs have serial ids: seed them once, when their table is empty.
  await db.insert(blogCategories).values(blogCategorySeed).onConflictDoNothing();
  const [{ posts }] = await db.select({ posts: count() }).from(blogPosts);
  if (posts === 0) {
    const categories = await db.select().from(blogCategories);
    const idOf = new Map(categories.map((c) => [c.slug, c.id]));
    await db.insert(blogPosts).values(
      blogPostSeed.map((post) => ({
        slug: post.slug,
        categoryId: idOf.get(post.category)!,
        image: post.image,
        views: post.views,
        legacy: post.legacy ?? false,
        publishedAt: new Date(post.publishedAt),
        translations: Object.fromEntries(
          locales.map((l) => [l, { ...post.translations[l], html: sanitizeRichText(post.translations[l].html) }]),
        ) as typeof post.translations,
      })),
    );
  }
  const [{ jobCount }] = await db.select({ jobCount: count() }).from(jobs);
  if (jobCount === 0) {
    await db.insert(jobs).values(
      jobSeed.map((job) => ({
        ...job,
        postedAt: new Date(job.postedAt),
        translations: Object.fromEntries(
          locales.map((l) => [l, { ...job.translations[l], html: sanitizeRichText(job.translations[l].html) }]),
        ) as typeof job.translations,
      })),
    );
  }

  await seedOperator(db, { demo });
  await seedAccounts(db, { demo });
  await seedEditor(db, demo, options.editorPassword ?? serverEnv().EDITOR_PASSWORD);
  if (!demo) await retireDemoPasswords(db);

  if (options.pages !== false) {
    const existing = new Set((await db.select({ uri: pages.uri, locale: pages.locale }).from(pages)).map((r) => `${r.uri}|${r.locale}`));
    for (const page of seedPages) {
      for (const locale of locales) {
        if (existing.has(`${page.uri}|${locale}`)) continue;
        await saveDraft(
          page.uri,
          locale,
          {
            title: page.title[locale],
            layout: page.layout,
            seo: { description: page.description[locale], ...(page.image ? { image: page.image } : {}) },
            data: { root: { props: {} }, content: page.blocks(locale) },
          },
          'seed',
          db,
        );
        await publishDraft(page.uri, locale, 'seed', db);
      }
    }
  }
}

/**
 * The seeded editor (design.md section 6): with the published demo password in demo mode; outside demo
 * mode only when EDITOR_PASSWORD is set (the environment refuses the demo password there).
 */
async function seedEditor(db: Database, demo: boolean, configuredPassword: string | undefined): Promise<void> {
  const password = configuredPassword ?? (demo ? DEMO_EDITOR_PASSWORD : undefined);
  if (!password) return;
  const [existing] = await db.select({ id: editors.id }).from(editors).where(eq(editors.email, DEMO_EDITOR_EMAIL));
  // The demo editor has every role (the live chat's 'care' too); a database seeded before roles existed
  // (none) or before the roles for pages existed (only 'care') gets them once.
  if (!existing) await createEditor(db, { email: DEMO_EDITOR_EMAIL, name: 'Content editor', password, roles: DEMO_EDITOR_ROLES });
  else
    await db
      .update(editors)
      .set({ roles: DEMO_EDITOR_ROLES })
      .where(and(eq(editors.id, existing.id), sql`not (${editors.roles} && array['author','reviewer','publisher']::text[])`));
  if (demo && !(await db.select({ id: editors.id }).from(editors).where(eq(editors.email, DEMO_REVIEWER.email))).length) await createEditor(db, DEMO_REVIEWER);
}

/** A value no password verifies against (not an argon2 hash): the account cannot sign in with a password. */
export const NO_PASSWORD = '!retired-demo-password';

/**
 * A database that leaves demo mode keeps its rows, but the passwords published in README stop working:
 * the demo editor's (unless EDITOR_PASSWORD replaced it) and the demo subscribers' (the demo account and
 * the step-up journeys' accounts), and their sessions end.
 */
async function retireDemoPasswords(db: Database): Promise<void> {
  for (const [email, demoPassword] of [
    [DEMO_EDITOR_EMAIL, DEMO_EDITOR_PASSWORD],
    [DEMO_REVIEWER.email, DEMO_REVIEWER.password],
  ]) {
    const [editor] = await db.select().from(editors).where(eq(editors.email, email));
    if (editor && (await argon2.verify(editor.passwordHash, demoPassword).catch(() => false))) {
      await db.update(editors).set({ passwordHash: NO_PASSWORD }).where(eq(editors.id, editor.id));
      await db.delete(editorSessions).where(eq(editorSessions.editorId, editor.id));
    }
  }
  for (const email of [DEMO_ACCOUNT.email, ...STEP_UP_ACCOUNTS.map((a) => a.email)]) {
    const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
    if (account?.passwordHash && (await argon2.verify(account.passwordHash, DEMO_ACCOUNT.password).catch(() => false))) {
      await db.update(accounts).set({ passwordHash: null }).where(eq(accounts.id, account.id));
      await db.delete(accountSessions).where(eq(accountSessions.accountId, account.id));
    }
  }
}

/**
 * The shop's catalogue: products upserted by slug (databases seeded before the shop get the specs,
 * gallery, badges and limits), variants inserted by SKU and never overwritten (their stock is live).
 */
/** The talent rounds (serial ids): once, while there are none, so editors' rounds and votes are kept. */
async function seedTalent(db: Database): Promise<void> {
  const [{ rounds }] = await db.select({ rounds: count() }).from(talentRounds);
  if (rounds > 0) return;
  for (const { contestants, ...round } of talentSeed(new Date())) {
    const [made] = await db.insert(talentRounds).values(round).returning({ id: talentRounds.id });
    await db.insert(talentContestants).values(contestants.map((c, i) => ({ ...c, roundId: made.id, sortOrder: i + 1, finalVotes: round.status === 'closed' ? (c.finalVotes ?? 0) : null })));
  }
}

async function seedCatalogue(db: Database): Promise<void> {
  const ex = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(products)
    .values(productSeed)
    .onConflictDoUpdate({
      target: products.slug,
      set: {
        category: ex('category'),
        brand: ex('brand'),
        price: ex('price'),
        image: ex('image'),
        images: ex('images'),
        names: ex('names'),
        descriptions: ex('descriptions'),
        specs: ex('specs'),
        badges: ex('badges'),
        featured: ex('featured'),
        maxPerOrder: ex('max_per_order'),
        needsId: ex('needs_id'),
        createdAt: ex('created_at'),
      },
    });
  const rows = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(inArray(products.slug, productSeed.map((p) => p.slug)));
  const idOf = new Map(rows.map((r) => [r.slug, r.id]));
  await db
    .insert(productVariants)
    .values(variantSeed.map(({ slug, ...variant }) => ({ ...variant, productId: idOf.get(slug)! })))
    .onConflictDoNothing({ target: productVariants.sku });
}
