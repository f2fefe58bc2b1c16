import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { blockComponents } from '../components.generated';
import { blockDefinitions } from '../definitions';

const root = path.resolve(__dirname, '../..');
const types = Object.keys(blockDefinitions);

describe('block registry', () => {
  it('is generated from the folders in blocks/ and up to date', () => {
    const check = spawnSync(process.execPath, ['scripts/generate-registry.mjs', '--check'], { cwd: root, encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
    const folders = fs.readdirSync(path.join(root, 'blocks')).filter((f) => fs.statSync(path.join(root, 'blocks', f)).isDirectory());
    expect(types.sort()).toEqual(folders.sort());
  });

  describe.each(types)('%s', (type) => {
    const definition = blockDefinitions[type];
    const folder = path.join(root, 'blocks', type);

    it('has its component, definition, stories in three locales and a behaviour test', () => {
      for (const file of [`${type}.tsx`, 'block.ts', `${type}.stories.tsx`, `${type}.test.tsx`]) {
        expect(fs.existsSync(path.join(folder, file))).toBe(true);
      }
      const stories = fs.readFileSync(path.join(folder, `${type}.stories.tsx`), 'utf8');
      for (const locale of ['ar', 'en', 'ku']) expect(stories).toContain(`locale: '${locale}'`);
    });

    it('is named after its folder and has a schema, a label and a category', () => {
      expect(definition.type).toBe(type);
      expect(definition.schema).toBeDefined();
      expect(typeof definition.schema.safeParse).toBe('function');
      expect(definition.label.length).toBeGreaterThan(0);
      expect(['layout', 'content', 'media', 'marketing', 'commerce', 'forms']).toContain(definition.category);
    });

    it('has defaults that pass its own schema', () => {
      const parsed = definition.schema.safeParse(definition.defaultProps);
      expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    });

    it('has an editor field for every prop and every slot', () => {
      const props = Object.keys(definition.defaultProps);
      const slots = [...(definition.slots ?? [])];
      expect(Object.keys(definition.fields).sort()).toEqual([...props, ...slots].sort());
      for (const slot of slots) expect(definition.fields[slot].type).toBe('slot');
    });

    it('has a visitor component with the same slots', () => {
      expect(blockComponents[type]).toBeDefined();
      expect([...blockComponents[type].slots]).toEqual([...(definition.slots ?? [])]);
    });

    it('keeps zod and the editor out of the component file', () => {
      const source = fs.readFileSync(path.join(folder, `${type}.tsx`), 'utf8');
      expect(source).not.toMatch(/from ['"](zod|@puckeditor\/[^'"]*|@\/lib\/server[^'"]*|\.\/block)['"]/);
    });
  });
});
