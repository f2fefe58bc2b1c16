/**
 * Every `core.*` message the operator-core code uses exists in ar, en and ku, with the same
 * placeholders, and the Arabic and Kurdish texts are written in Arabic script.
 */
import fs from 'node:fs';
import path from 'node:path';
import ar from '@/locales/ar.json';
import en from '@/locales/en.json';
import ku from '@/locales/ku.json';

const catalogues: Record<string, unknown> = { ar, en, ku };
const root = path.join(process.cwd());
const sources = [
  'lib/server/services/addon-purchase.ts',
  'lib/server/services/account-line.ts',
  'lib/server/services/addons.ts',
  'lib/server/services/recharge.ts',
  'lib/server/services/bills.ts',
  'lib/server/services/credit-transfer.ts',
  'lib/server/services/packages.ts',
  'lib/server/services/e-vouchers.ts',
  'lib/server/core/types.ts',
  'lib/server/payments/index.ts',
  'lib/server/payments/provider.ts',
  'lib/server/payments/receipts.ts',
  'lib/server/payments/signature.ts',
  'pages/api/v1/payments/callback.ts',
];

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
}

function leaves(tree: unknown, prefix: string): string[] {
  if (typeof tree === 'string') return [prefix];
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => leaves(v, `${prefix}.${k}`));
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('operator-core messages', () => {
  const used = new Set<string>();
  for (const file of sources) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const match of text.matchAll(/'(core\.[A-Za-z.]+)'/g)) used.add(match[1]);
  }
  const all = leaves(lookup(en, 'core'), 'core');

  it('finds the keys in the code', () => {
    expect(used.size).toBeGreaterThan(20);
  });

  it.each([...used].filter((k) => !k.endsWith('.')))('%s exists in every language', (key) => {
    const dynamic = typeof lookup(en, key) === 'object';
    for (const lang of Object.keys(catalogues)) {
      const value = lookup(catalogues[lang], key);
      expect(dynamic ? typeof value : [lang, typeof value]).toEqual(dynamic ? 'object' : [lang, 'string']);
    }
  });

  it.each(all)('%s: same placeholders in ar, en, ku; ar and ku in Arabic script', (key) => {
    const texts = Object.fromEntries(Object.entries(catalogues).map(([lang, tree]) => [lang, lookup(tree, key) as string]));
    expect(placeholders(texts.ar)).toEqual(placeholders(texts.en));
    expect(placeholders(texts.ku)).toEqual(placeholders(texts.en));
    expect(texts.ar).toMatch(/[\u0600-\u06ff]/);
    expect(texts.ku).toMatch(/[\u0600-\u06ff]/);
  });
});
