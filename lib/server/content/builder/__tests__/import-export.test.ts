import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { pages } from '@/lib/server/db/schema';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { publishCheck } from '../../publish-check';
import { builderRegistrations } from '../export';
import { entriesOf, importBuilderEntries } from '../import';
import fixture from '../__fixtures__/page-offers.json';

describeWithDatabase('builder:import', ({ db }) => {
  it('saves the fixture as a draft in every locale that passes the pre-publish check, and reports what was dropped', async () => {
    const report = await importBuilderEntries(entriesOf(fixture), { db: db().db });
    expect(report.imported.map((l) => l.locale)).toEqual(['ar', 'en', 'ku']);
    for (const line of report.imported) {
      expect(line.uri).toBe('/offers/summer');
      expect(line.blocks).toBeGreaterThanOrEqual(8);
      expect(line.dropped.join('\n')).toContain('Unknown component "Carousel"');
      const [row] = await db().db.select().from(pages).where(and(eq(pages.uri, '/offers/summer'), eq(pages.locale, line.locale)));
      expect(row.publishedVersion).toBeNull(); // a draft only
      expect(JSON.stringify(row.draft)).not.toContain('Carousel');
      expect(await publishCheck(db().db, row.draft, line.locale, line.uri)).toEqual([]);
    }
    const [ku] = await db().db.select().from(pages).where(and(eq(pages.uri, '/offers/summer'), eq(pages.locale, 'ku')));
    expect(ku.title).toBe('ئۆفەرەکانی هاوین');
  });

  it('skips an entry without a URL path', async () => {
    const report = await importBuilderEntries([{ name: 'Nowhere', data: { blocks: [] } }], { db: db().db });
    expect(report.imported).toEqual([]);
    expect(report.skipped).toEqual(['Nowhere: no URL path']);
  });
});

/**
 * Builder's component registration (Builder.registerComponent's options and its Input interface, from
 * Builder's documentation of custom components and input types), strict: an unknown key fails.
 */
const inputTypes = ['string', 'text', 'longText', 'richText', 'number', 'boolean', 'url', 'file', 'list', 'object', 'uiBlocks', 'color', 'date', 'email', 'enum'] as const;
type InputShape = { name: string; type: string; subFields?: InputShape[] } & Record<string, unknown>;
const builderInput: z.ZodType<InputShape> = z.lazy(() =>
  z
    .object({
      name: z.string().regex(/^[A-Za-z_$][\w$]*$/),
      type: z.enum(inputTypes),
      friendlyName: z.string().optional(),
      helperText: z.string().optional(),
      defaultValue: z.unknown().optional(),
      required: z.boolean().optional(),
      localized: z.boolean().optional(),
      advanced: z.boolean().optional(),
      enum: z.union([z.array(z.string()), z.array(z.object({ label: z.string(), value: z.union([z.string(), z.number(), z.boolean()]), helperText: z.string().optional() }).strict())]).optional(),
      min: z.number().optional(),
      max: z.number().optional(),
      step: z.number().optional(),
      regex: z.object({ pattern: z.string(), options: z.string().optional(), message: z.string() }).optional(),
      allowedFileTypes: z.array(z.string()).optional(),
      subFields: z.array(builderInput).optional(),
    })
    .strict()
    .refine((i) => (i.type === 'list' || i.type === 'object') === Boolean(i.subFields), { error: 'list and object inputs need subFields (and only they)' }),
);
const registration = z
  .object({
    name: z.string().min(1),
    friendlyName: z.string().optional(),
    inputs: z.array(builderInput),
    canHaveChildren: z.boolean().optional(),
    noWrap: z.boolean().optional(),
    image: z.string().optional(),
    defaultChildren: z.array(z.unknown()).optional(),
  })
  .strict();

describe('builder:export', () => {
  const exported = builderRegistrations();

  it('registers every block of ours under its type name with inputs that validate against Builder\'s format', () => {
    expect(z.array(registration).safeParse(JSON.parse(JSON.stringify(exported))).error).toBeUndefined();
    expect(exported.map((r) => r.name)).toEqual(expect.arrayContaining(['Heading', 'Section', 'Columns', 'RichText', 'CallToAction', 'Image']));
  });

  it('keeps our constraints: choices as enums, number ranges, slots as block lists, links and images as their input types', () => {
    const heading = exported.find((r) => r.name === 'Heading')!;
    expect(heading.inputs.find((i) => i.name === 'level')).toMatchObject({ type: 'number', enum: [{ value: 2 }, { value: 3 }, { value: 4 }].map((v) => expect.objectContaining(v)) });
    expect(heading.inputs.find((i) => i.name === 'subtitle')).toMatchObject({ type: 'longText' });
    const image = exported.find((r) => r.name === 'Image')!;
    expect(image.inputs.find((i) => i.name === 'width')).toMatchObject({ type: 'number', min: 1, max: 4000 });
    expect(image.inputs.find((i) => i.name === 'src')).toMatchObject({ type: 'file' });
    expect(image.inputs.find((i) => i.name === 'rounded')).toMatchObject({ type: 'boolean' });
    expect(exported.find((r) => r.name === 'CallToAction')!.inputs.find((i) => i.name === 'buttonHref')).toMatchObject({ type: 'url' });
    expect(exported.find((r) => r.name === 'Section')!.inputs.find((i) => i.name === 'content')).toMatchObject({ type: 'uiBlocks' });
    expect(exported.some((r) => r.inputs.some((i) => i.type === 'list' && i.subFields!.length > 0))).toBe(true);
  });
});
