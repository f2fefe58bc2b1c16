/**
 * The demo seed. Idempotent: it inserts what is missing and never overwrites what editors changed,
 * so every fresh database starts the same and restarts change nothing.
 */
import { count, eq } from 'drizzle-orm';
import { locales } from '@/lib/locales';
import { sanitizeRichText } from '@/lib/sanitize';
import { publishDraft, saveDraft } from '../../content/pages';
import { serverEnv } from '../../env';
import { createEditor } from '../../services/editor-auth';
import type { Database } from '../index';
import {
  addons,
  blogCategories,
  blogPosts,
  countries,
  dynamicLinks,
  editors,
  jobLookups,
  jobs,
  pages,
  products,
  siteMaps,
} from '../schema';
import { addonSeed, countrySeed, dynamicLinkSeed } from './addons-data';
import { blogCategorySeed, blogPostSeed } from './blog-data';
import { jobLookupSeed, jobSeed } from './careers-data';
import { productSeed } from './catalog-data';
import { seedPages } from './content/index';
import { seedAccounts } from './accounts';
import { seedOperator } from './operator';
import { menuPositions, seededSiteMap } from '@/lib/site-map-data';

export const DEMO_EDITOR_EMAIL = 'editor@example.com';
export const DEMO_EDITOR_PASSWORD = 'Editor#2026pass';

export interface SeedOptions {
  /** Seed the content pages (about a second on PGlite); tests of other things can skip them. */
  pages?: boolean;
}

export async function seed(db: Database, options: SeedOptions = {}): Promise<void> {
  await db
    .insert(siteMaps)
    .values(menuPositions.flatMap((position) => locales.map((locale) => ({ position, locale, items: seededSiteMap(position, locale) }))))
    .onConflictDoNothing();

  await db.insert(countries).values(countrySeed).onConflictDoNothing();
  await db
    .insert(addons)
    .values(addonSeed.map((a) => ({ ...a, groupId: a.groupId ?? null, roamingCountries: a.roamingCountries ?? [] })))
    .onConflictDoNothing();
  await db.insert(products).values(productSeed).onConflictDoNothing();
  await db.insert(dynamicLinks).values(dynamicLinkSeed).onConflictDoNothing();
  await db.insert(jobLookups).values(jobLookupSeed).onConflictDoNothing();

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

  await seedOperator(db, { demo: serverEnv().demoMode });
  await seedAccounts(db, { demo: serverEnv().demoMode });

  // The demo editor (design.md section 6); outside demo mode only when EDITOR_PASSWORD is set.
  const editorPassword = process.env.EDITOR_PASSWORD ?? (serverEnv().demoMode ? DEMO_EDITOR_PASSWORD : undefined);
  if (editorPassword) {
    const [existing] = await db.select({ id: editors.id }).from(editors).where(eq(editors.email, DEMO_EDITOR_EMAIL));
    if (!existing) await createEditor(db, { email: DEMO_EDITOR_EMAIL, name: 'Content editor', password: editorPassword });
  }

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
