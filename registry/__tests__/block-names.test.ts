/**
 * Every block and every slot has its name in Arabic and Kurdish (registry/block-names.ts), so the
 * Arabic editor and the check before publishing never fall back to a block's English name (issue 28).
 */
import { blockNames, slotNames } from '../block-names';
import { blockLabel, positionIn } from '../checks';
import { blockDefinitions } from '../definitions';

describe('block names in every language', () => {
  it('names every block in Arabic and Kurdish, in their own script', () => {
    expect(Object.keys(blockNames).sort()).toEqual(Object.keys(blockDefinitions).sort());
    for (const names of Object.values(blockNames)) {
      expect(names.ar).toMatch(/[\u0600-\u06FF]/);
      expect(names.ku).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('names every slot in Arabic and Kurdish', () => {
    const slots = Object.values(blockDefinitions).flatMap((d) => (d.slots ?? []).map((slot) => `${d.type}.${slot}`));
    const named = Object.entries(slotNames).flatMap(([type, s]) => Object.keys(s).map((slot) => `${type}.${slot}`));
    expect(named.sort()).toEqual(slots.sort());
  });

  it('words a block and its place in the language asked, English by default', () => {
    expect(blockLabel('Columns')).toBe('Two columns');
    expect(blockLabel('Columns', 'ar')).toBe('عمودان');
    expect(blockLabel('Columns', 'ku')).toBe('دوو ستوون');
    expect(positionIn('2 › Second column › 1', 'ar')).toBe('2 › العمود الثاني › 1');
    expect(positionIn('2 › Second column › 1', 'en')).toBe('2 › Second column › 1');
  });
});
