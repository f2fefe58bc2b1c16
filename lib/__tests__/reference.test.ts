import { formatReference, isReference, newReference, parseReference, REFERENCE_ALPHABET } from '../reference';

describe('short references', () => {
  it('are 10 characters of Crockford base32: no I, L, O or U', () => {
    for (let i = 0; i < 200; i++) {
      const reference = newReference();
      expect(reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    }
    expect(REFERENCE_ALPHABET).toHaveLength(32);
    expect(REFERENCE_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it('come from the CSPRNG and do not repeat', () => {
    const spy = jest.spyOn(globalThis.crypto, 'getRandomValues');
    const seen = new Set(Array.from({ length: 5000 }, () => newReference()));
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
    expect(seen.size).toBe(5000);
  });

  it('use every character of the alphabet, about equally often', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 3200; i++) for (const c of newReference()) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(32);
    // 32,000 characters: 1,000 expected each; a biased generator (e.g. modulo 36) falls far outside.
    for (const n of counts.values()) expect(n).toBeGreaterThan(800);
  });

  it('are shown in two groups of five', () => {
    expect(formatReference('7KD29XQ4M1')).toBe('7KD29-XQ4M1');
    // An old long id has no short form: shown as it is.
    expect(formatReference('Xb3kQ9vR2mTn8yLp4sWc1A')).toBe('Xb3kQ9vR2mTn8yLp4sWc1A');
  });

  it('are read back whatever the case, dashes and spaces, and the letters people confuse', () => {
    expect(parseReference('7KD29-XQ4M1')).toBe('7KD29XQ4M1');
    expect(parseReference('7kd29xq4m1')).toBe('7KD29XQ4M1');
    expect(parseReference(' 7kd 29x q4m1 ')).toBe('7KD29XQ4M1');
    expect(parseReference('7KD29–XQ4M1')).toBe('7KD29XQ4M1'); // en dash from a word processor
    expect(parseReference('O1234-5678I')).toBe('0123456781');
    expect(parseReference('l0000-0000L')).toBe('1000000001');
    expect(parseReference('o0000-00001')).toBe('0000000001');
  });

  it('refuse what cannot be a reference', () => {
    expect(parseReference('7KD29-XQ4MU')).toBeNull(); // U is not in the alphabet
    expect(parseReference('7KD29-XQ4M')).toBeNull(); // too short
    expect(parseReference('7KD29-XQ4M12')).toBeNull(); // too long
    expect(parseReference('7KD29*XQ4M1')).toBeNull();
    expect(parseReference('Xb3kQ9vR2mTn8yLp4sWc1A')).toBeNull();
    expect(parseReference('')).toBeNull();
    expect(isReference('7kd29xq4m1')).toBe(false);
  });
});
