/**
 * The browser build resolves `next-intl` to lib/i18n/client-entry.tsx (next.config.ts): every name the
 * browser code imports from next-intl must be there, or the page would get `undefined` (webpack only
 * warns), and the provider and hooks must behave as next-intl's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import * as clientEntry from '@/lib/i18n/client-entry';

const root = path.resolve(__dirname, '../..');
const browserFolders = ['blocks', 'flows', 'shell', 'ui', 'views', 'registry', 'pages', 'lib'];
const skipped = /(^|\/)(node_modules|__tests__|server|api)(\/|$)|\.(test|stories)\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const relative = path.relative(root, full);
    if (skipped.test(relative)) return [];
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function namesImportedFromNextIntl(): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of browserFolders.flatMap((folder) => sourceFiles(path.join(root, folder)))) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/import\s+(?!type\b)\{([^}]*)\}\s+from\s+'next-intl'/g)) {
      for (const part of match[1].split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ')) names.set(name, path.relative(root, file));
      }
    }
  }
  return names;
}

function Greeting() {
  const t = clientEntry.useTranslations('nav');
  return (
    <p>
      {t('signIn')} {clientEntry.useLocale()}
    </p>
  );
}

describe("the browser's next-intl (lib/i18n/client-entry.tsx)", () => {
  it('exports every name the browser code imports from next-intl', () => {
    const names = namesImportedFromNextIntl();
    expect(names.size).toBeGreaterThan(0);
    const missing = [...names].filter(([name]) => !(name in clientEntry)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('provides the messages and the locale to the hooks', () => {
    render(
      <clientEntry.NextIntlClientProvider locale="ku" messages={{ nav: { signIn: 'چوونەژوورەوە' } }} timeZone="Asia/Baghdad">
        <Greeting />
      </clientEntry.NextIntlClientProvider>,
    );
    expect(screen.getByText('چوونەژوورەوە ku')).toBeInTheDocument();
  });
});
