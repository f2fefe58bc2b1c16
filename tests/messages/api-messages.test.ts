/**
 * Every message an API can answer with is translated on the server (lib/server/i18n.ts) from the
 * same catalogues as the pages. A key spelled in an API route or a server service that is not in
 * the catalogues answers its own key to the visitor and logs `MISSING_MESSAGE` (issue 28:
 * `validation.invalidValue`, `forms.sent`). This reads the server's code for every string literal
 * that is a key of a top-level namespace and asks the server's translator for it in ar, en and ku.
 */
import fs from 'node:fs';
import path from 'node:path';
import en from '@/locales/en.json';
import { allMessages, pointsText } from '@/lib/server/i18n';
import { locales } from '@/lib/locales';

const root = path.resolve(__dirname, '../..');
const namespaces = Object.keys(en);
// 'ns.key' or 'ns.key?value=1' (a message reference, lib/validation/messages.ts), in quotes.
const keyLiteral = new RegExp(`(['"])((?:${namespaces.join('|')})\\.[A-Za-z0-9_]+(?:\\.[A-Za-z0-9_]+)*)(?:\\?[^'"\\n]*)?\\1`, 'g');

function serverFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return /^(__tests__|testing)$/.test(entry.name) ? [] : serverFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

function messageAt(catalogue: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);
}

/** The message keys a source file spells (comments left out). */
function keysIn(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(keyLiteral)].map((match) => match[2]);
}

describe('messages an API answers with', () => {
  const files = [...serverFiles('pages/api'), ...serverFiles('lib/server'), ...serverFiles('lib/validation')];

  it('the scan sees keys in the routes and services (it is not reading nothing)', () => {
    const all = files.flatMap((file) => keysIn(fs.readFileSync(path.join(root, file), 'utf8')));
    expect(all.length).toBeGreaterThan(100);
    expect(all).toEqual(expect.arrayContaining(['errors.invalidValue', 'errors.badRequest', 'validation.required']));
  });

  it('a key missing from a catalogue is found (the check can fail)', () => {
    expect(keysIn(`throw new ApiError(400, 'validation.invalidValue');`)).toEqual(['validation.invalidValue']);
    expect(messageAt(allMessages.en, 'validation.invalidValue')).toBeUndefined();
  });

  it.each(locales)('every key spelled by an API route or server service is loaded by the server in %s', (locale) => {
    const missing = files.flatMap((file) =>
      keysIn(fs.readFileSync(path.join(root, file), 'utf8'))
        .filter((key) => typeof messageAt(allMessages[locale], key) !== 'string')
        .map((key) => `${file}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('says points in the answers with the plural of the language (issue 28: "105 نقطة")', () => {
    expect(pointsText('ar', 105)).toBe('105 نقاط');
    expect(pointsText('ar', 1)).toBe('نقطة واحدة');
    expect(pointsText('ar', 15)).toBe('15 نقطة');
    expect(pointsText('en', 1)).toBe('1 point');
    expect(pointsText('en', 1200)).toBe('1,200 points');
    expect(pointsText('ku', 1200)).toBe('1,200 خاڵ');
  });
});
