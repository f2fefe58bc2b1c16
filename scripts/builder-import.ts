/**
 * npm run builder:import -- <file.json | --api>
 * Builder.io page entries (a Content API answer, one entry or an array; or every entry of BUILDER_MODEL
 * fetched with BUILDER_API_KEY) saved as drafts in every locale; prints what mapped and what was dropped.
 */
import { readFileSync } from 'node:fs';
import { fetchAllBuilderEntries } from '@/lib/server/content/builder/client';
import { entriesOf, formatReport, importBuilderEntries } from '@/lib/server/content/builder/import';

async function main() {
  const arg = process.argv[2];
  if (!arg) throw new Error('usage: npm run builder:import -- <file.json | --api>');
  const entries = arg === '--api' ? await fetchAllBuilderEntries() : entriesOf(JSON.parse(readFileSync(arg, 'utf8')));
  console.log(formatReport(await importBuilderEntries(entries)));
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
