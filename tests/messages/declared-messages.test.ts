/**
 * A page sends only the shell's messages and those it declares (issue 15, HTML weight), so a message a
 * page uses but does not declare would show as its key to visitors. These checks read the code (every
 * `useTranslations('ns')`, `t('ns.key')` and key spelled as data, through every import, lazy ones
 * included) and fail when the shell, a block, an embedded flow or a coded page uses a namespace its
 * list does not name. Rendering proves the same for blocks in registry/__tests__/block-messages.test.tsx.
 */
import fs from 'node:fs';
import path from 'node:path';
import ar from '@/locales/ar.json';
import en from '@/locales/en.json';
import ku from '@/locales/ku.json';
import { embeddedFlowMessages } from '@/flows/messages';
import { pickMessages, shellMessages, withShell, type MessageNamespace } from '@/lib/i18n/namespaces';
import { embeddedFlows, type FlowName } from '@/lib/flows';
import type { Messages } from '@/lib/i18n';
import { namespacesUsedBy, uncovered } from '@/lib/testing/message-scan';
import { blockDefinitions } from '@/registry/definitions';

const root = path.resolve(__dirname, '../..');
// The blocks a CMS page shows are checked block by block; the shell is always there.
const notBlocks = (file: string) => file.startsWith('registry/');

function pageFiles(dir = 'pages'): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return relative === 'pages/api' ? [] : pageFiles(relative);
    return /\.tsx$/.test(entry.name) ? [relative] : [];
  });
}

describe('declared messages', () => {
  it('the shell (header, footer, menus, panels it opens, error pages) uses only the shell list', () => {
    expect(uncovered(namespacesUsedBy(['pages/_app', 'pages/_error', 'pages/404', 'pages/500', 'pages/503'], { skip: notBlocks }), shellMessages)).toEqual([]);
  });

  it.each(Object.keys(blockDefinitions))('block %s declares every namespace it uses', (type) => {
    const definition = blockDefinitions[type];
    // FlowEmbed's flows are checked one by one below, with the props that show them.
    const skip = (file: string) => notBlocks(file) || (type === 'FlowEmbed' && file.startsWith('flows/'));
    const declared = typeof definition.messages === 'function' ? definition.messages(definition.defaultProps) : (definition.messages ?? []);
    expect(uncovered(namespacesUsedBy([`blocks/${type}/${type}`], { skip }), withShell(declared))).toEqual([]);
  });

  it.each(embeddedFlows)('the flow %s, shown in place by FlowEmbed, gets its namespaces', (flow) => {
    const source = fs.readFileSync(path.join(root, 'blocks/FlowEmbed/FlowEmbed.tsx'), 'utf8');
    const entry = new RegExp(`['"]?${flow}['"]?: dynamic\\(\\(\\) => import\\('@/([^']+)'\\)`).exec(source)?.[1];
    expect(entry).toBeTruthy();
    const declared = blockDefinitions.FlowEmbed.messages as (props: { flow: FlowName }) => MessageNamespace[];
    expect(declared({ flow })).toEqual(expect.arrayContaining([...embeddedFlowMessages[flow]]));
    expect(uncovered(namespacesUsedBy([entry!], { skip: notBlocks }), withShell(declared({ flow })))).toEqual([]);
  });

  it('a FlowEmbed linking to its flow sends none of the flow\'s messages', () => {
    const declared = blockDefinitions.FlowEmbed.messages as (props: { flow: FlowName }) => MessageNamespace[];
    expect(declared({ flow: 'recharge' })).toEqual(['blocks.FlowEmbed']);
  });

  const pages = pageFiles().filter((file) => !/^pages\/(_app|_document|editor\/)/.test(file));
  it.each(pages)('%s declares every namespace it uses beyond the shell and passes the list', async (file) => {
    const page = (await import(`@/${file.replace(/\.tsx$/, '')}`)) as { messages?: readonly MessageNamespace[] };
    const declared = page.messages ?? [];
    expect(uncovered(namespacesUsedBy([file.replace(/\.tsx$/, '')], { skip: notBlocks }), withShell(declared))).toEqual([]);
    if (page.messages) {
      // The exported list is the one the data function sends (directly, or through its shared factory).
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      expect(/(shellProps|accountPageProps|legalPageProps)\([^;]*\bmessages\b/s.test(source) || /\b(blogFrameProps|legacyPostProps|talentPageProps)\b/.test(source)).toBe(true);
    }
  }, 30_000);

  it('every declared namespace exists in Arabic, English and Kurdish', () => {
    const lists: MessageNamespace[][] = [
      [...shellMessages],
      ...Object.values(embeddedFlowMessages).map((list) => [...list]),
      ...Object.values(blockDefinitions).map((d) => (typeof d.messages === 'function' ? [] : [...(d.messages ?? [])])),
    ];
    for (const list of lists) {
      for (const catalogue of [ar, en, ku] as Messages[]) {
        const picked = pickMessages(catalogue, list) as Record<string, Record<string, unknown>>;
        const missing = list.filter((ns) => {
          const [top, group] = ns.split('.');
          return !(top in picked) || (group !== undefined && !(group in picked[top]));
        });
        expect(missing).toEqual([]);
      }
    }
  });
});
