/**
 * The inline script in <head> applies stored preferences before the first paint: run here against a
 * fake document and local storage, as a browser would run it (a string, no imports).
 */
import { colorModeScript } from '../color-mode-script';

function run(stored: Record<string, string>, options: { forced?: string; systemDark?: boolean; storageThrows?: boolean } = {}) {
  const attributes = new Map<string, string>();
  if (options.forced) attributes.set('data-force-color-mode', options.forced);
  const root = {
    style: { colorScheme: '' },
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => attributes.set(name, String(value)),
  };
  const localStorage = {
    getItem: (key: string) => {
      if (options.storageThrows) throw new Error('SecurityError');
      return key in stored ? stored[key] : null;
    },
  };
  const window = { matchMedia: (query: string) => ({ matches: query.includes('dark') && Boolean(options.systemDark) }) };
  new Function('document', 'localStorage', 'window', colorModeScript)({ documentElement: root }, localStorage, window);
  const a11y = Object.fromEntries([...attributes].filter(([name]) => name.startsWith('data-a11y-')));
  return { a11y, colorMode: attributes.get('data-color-mode'), colorScheme: root.style.colorScheme };
}

describe('the early (inline) script', () => {
  it('nothing stored: no accessibility attribute (text-base, light-spacing, everything off) and the system colour mode', () => {
    expect(run({})).toEqual({ a11y: {}, colorMode: 'light', colorScheme: 'light' });
    expect(run({}, { systemDark: true }).colorMode).toBe('dark');
  });

  it('puts each stored preference on <html> as data-a11y-<name>', () => {
    const { a11y } = run({
      'accessibility-text-size': 'text-xl',
      'accessibility-text-spacing': 'heavy-spacing',
      'accessibility-reading-guide': 'on',
      'accessibility-line-height': 'x2',
      'accessibility-saturation': 'desaturate',
      'accessibility-color-palette': 'tritanopia',
      'accessibility-hide-visuals': 'on',
      'something-else': 'x',
    });
    expect(a11y).toEqual({
      'data-a11y-text-size': 'text-xl',
      'data-a11y-text-spacing': 'heavy-spacing',
      'data-a11y-reading-guide': 'on',
      'data-a11y-line-height': 'x2',
      'data-a11y-saturation': 'desaturate',
      'data-a11y-color-palette': 'tritanopia',
      'data-a11y-hide-visuals': 'on',
    });
  });

  it('stored defaults (text-base, light-spacing, off) add no attribute', () => {
    expect(run({ 'accessibility-text-size': 'text-base', 'accessibility-text-spacing': 'light-spacing', 'accessibility-theme': 'off' }).a11y).toEqual({});
  });

  it('the accessibility theme light or dark wins over the colour-mode preference, not over a page that forces one', () => {
    expect(run({ 'accessibility-theme': 'dark', 'nuxt-color-mode': 'light' }).colorMode).toBe('dark');
    expect(run({ 'accessibility-theme': 'light' }, { systemDark: true }).colorMode).toBe('light');
    expect(run({ 'accessibility-theme': 'dark' }, { forced: 'light' }).colorMode).toBe('light');
    const inverted = run({ 'accessibility-theme': 'invert', 'nuxt-color-mode': 'dark' });
    expect(inverted).toMatchObject({ colorMode: 'dark', a11y: { 'data-a11y-theme': 'invert' } });
  });

  it('blocked storage (private mode) breaks nothing', () => {
    expect(() => run({}, { storageThrows: true })).not.toThrow();
  });
});
