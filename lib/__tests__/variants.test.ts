/**
 * Page variants' pure rules (lib/variants.ts): targeting, sticky assignment, the split over 10,000
 * simulated visitors, the assignment cookie, and the two-proportion z-test against a worked example.
 */
import { randomBytes } from 'node:crypto';
import { assignVariant, comboKey, eligible, normalCdf, pageCombos, parseCombo, readAssignments, twoProportionZTest, writeAssignments, type LiveRule, type Targeting } from '../variants';

const all: Targeting = { languages: [], signedIn: 'any', lineTypes: [], governorates: [] };
const visitor = () => randomBytes(16).toString('base64url');

describe('targeting', () => {
  const prepaidBaghdad = { signedIn: true, lineType: 'prepaid' as const, governorate: 'baghdad' };
  it.each([
    [{ ...all }, 'en', { signedIn: false }, true],
    [{ ...all, languages: ['ar', 'ku'] }, 'en', { signedIn: false }, false],
    [{ ...all, languages: ['ar', 'ku'] }, 'ku', { signedIn: false }, true],
    [{ ...all, signedIn: 'yes' }, 'en', { signedIn: false }, false],
    [{ ...all, signedIn: 'yes' }, 'en', prepaidBaghdad, true],
    [{ ...all, signedIn: 'no' }, 'en', prepaidBaghdad, false],
    [{ ...all, lineTypes: ['postpaid'] }, 'en', prepaidBaghdad, false],
    [{ ...all, lineTypes: ['prepaid'] }, 'en', prepaidBaghdad, true],
    // A rule on the line or place never matches a visitor whose line or place is unknown (signed out).
    [{ ...all, lineTypes: ['prepaid'] }, 'en', { signedIn: false }, false],
    [{ ...all, governorates: ['basra', 'erbil'] }, 'en', prepaidBaghdad, false],
    [{ ...all, governorates: ['baghdad'] }, 'en', prepaidBaghdad, true],
    [{ ...all, governorates: ['baghdad'] }, 'en', { signedIn: true, lineType: 'prepaid' as const }, false],
  ] as const)('%j in %s for %j: %s', (targeting, locale, segment, expected) => {
    expect(eligible(targeting as Targeting, locale, segment)).toBe(expected);
  });

  it('a visitor eligible for no variant is in none; one eligible for one variant only always gets it', () => {
    const rules: LiveRule[] = [
      { key: 'a', weight: 50, targeting: { ...all, signedIn: 'yes' } },
      { key: 'b', weight: 50, targeting: { ...all, signedIn: 'yes', lineTypes: ['postpaid'] } },
    ];
    expect(assignVariant(rules, visitor(), 'en/offers', 'en', { signedIn: false })).toBeNull();
    for (let i = 0; i < 50; i++) expect(assignVariant(rules, visitor(), 'en/offers', 'en', { signedIn: true, lineType: 'prepaid' })).toBe('a');
  });
});

describe('assignment', () => {
  const rules: LiveRule[] = [
    { key: 'a', weight: 50, targeting: all },
    { key: 'b', weight: 50, targeting: all },
  ];

  it('is sticky: the same visitor and page always get the same variant, and a kept one stays when the split changes', () => {
    const id = visitor();
    const first = assignVariant(rules, id, 'en/offers', 'en', { signedIn: false });
    for (let i = 0; i < 20; i++) expect(assignVariant(rules, id, 'en/offers', 'en', { signedIn: false })).toBe(first);
    const other = first === 'a' ? 'b' : 'a';
    // The editor moves everybody new to the other variant: the visitor keeps theirs (cookie)…
    const moved = rules.map((rule) => ({ ...rule, weight: rule.key === other ? 100 : 1 }));
    expect(assignVariant(moved, id, 'en/offers', 'en', { signedIn: false }, first!)).toBe(first);
    // …unless that variant is gone or no longer for them.
    expect(assignVariant(moved.filter((rule) => rule.key !== first), id, 'en/offers', 'en', { signedIn: false }, first!)).toBe(other);
    // A forged cookie naming a variant that does not exist is ignored.
    expect(['a', 'b']).toContain(assignVariant(rules, id, 'en/offers', 'en', { signedIn: false }, 'z'));
  });

  it('splits 10,000 simulated visitors by the weights within 2 points (50/50 and 20/30/50), each page on its own', () => {
    const split = (weights: LiveRule[], page: string) => {
      const counts: Record<string, number> = {};
      for (let i = 0; i < 10_000; i++) {
        const key = assignVariant(weights, visitor(), page, 'ar', { signedIn: false })!;
        counts[key] = (counts[key] ?? 0) + 1;
      }
      return counts;
    };
    const even = split(rules, 'ar/');
    expect(Math.abs(even.a / 10_000 - 0.5)).toBeLessThan(0.02);
    expect(Math.abs(even.b / 10_000 - 0.5)).toBeLessThan(0.02);
    const three = split(
      [
        { key: 'a', weight: 20, targeting: all },
        { key: 'b', weight: 30, targeting: all },
        { key: 'c', weight: 50, targeting: all },
      ],
      'ar/offers',
    );
    expect([three.a / 10_000, three.b / 10_000, three.c / 10_000].map((share, i) => Math.abs(share - [0.2, 0.3, 0.5][i]) < 0.02)).toEqual([true, true, true]);
    // A weight of 0 gets nobody.
    expect(split([{ key: 'a', weight: 0, targeting: all }, { key: 'b', weight: 10, targeting: all }], 'ar/x')).toEqual({ b: 10_000 });
  });

  it('the cookie keeps one variant per page (newest first, at most 20) and survives addresses with dots and tildes', () => {
    let value = '';
    for (let i = 0; i < 25; i++) value = writeAssignments(readAssignments(value), `en/page-${i}`, 'b');
    value = writeAssignments(readAssignments(value), 'ku/a.b~c/د', 'c');
    const read = readAssignments(value);
    expect(read.size).toBe(20);
    expect([...read][0]).toEqual(['ku/a.b~c/د', 'c']);
    expect(read.get('en/page-24')).toBe('b');
    expect(read.has('en/page-0')).toBe(false);
    expect(readAssignments('garbage.%E0~b.en/x~bb.en/y~b')).toEqual(new Map([['en/y', 'b']]));
  });
});

describe('significance: the two-proportion z-test', () => {
  it('matches a worked example: 200 of 1,000 against 250 of 1,000 is z = 2.68, p = 0.0074 (significant)', () => {
    // Pooled p = 450/2000 = 0.225; SE = sqrt(0.225 × 0.775 × (1/1000 + 1/1000)) = 0.018675; z = 0.05 / SE.
    const result = twoProportionZTest({ visitors: 1000, completions: 200 }, { visitors: 1000, completions: 250 });
    expect(result.enough).toBe(true);
    if (!result.enough) return;
    expect(result.z).toBeCloseTo(2.6774, 3);
    expect(result.p).toBeCloseTo(0.00742, 4);
    expect(result.significant).toBe(true);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 5);
  });

  it('is not significant for a small difference, and says "not enough data" below the minimum', () => {
    const small = twoProportionZTest({ visitors: 1000, completions: 200 }, { visitors: 1000, completions: 210 });
    expect(small).toMatchObject({ enough: true, significant: false });
    if (small.enough) expect(small.p).toBeCloseTo(0.5797, 3);
    expect(twoProportionZTest({ visitors: 99, completions: 20 }, { visitors: 1000, completions: 300 })).toEqual({ enough: false });
    expect(twoProportionZTest({ visitors: 500, completions: 3 }, { visitors: 500, completions: 30 })).toEqual({ enough: false });
  });
});

describe('combinations: a page test and its sections\' tests on one key', () => {
  it('names, reads back and lists every combination a page can be served as', () => {
    const parts = [{ section: 40, key: 'b' }, { section: null, key: 'a' }, { section: 12, key: 'c' }];
    expect(comboKey(parts)).toBe('a-s12c-s40b');
    expect(parseCombo('a-s12c-s40b')).toEqual({ page: 'a', sections: new Map([[12, 'c'], [40, 'b']]) });
    expect(comboKey([{ section: null, key: 'b' }])).toBe('b');
    for (const bad of ['', 'ab', 's12', '-s12b', 'b-c', 's12b-a', '../b']) expect(parseCombo(bad)).toBeNull();
    const rule = (key: string) => ({ key, weight: 1, targeting: all });
    expect(pageCombos([{ test: 'en/x', section: null, rules: [rule('a'), rule('b')] }, { test: 'ensection:7', section: 7, rules: [rule('a'), rule('b')] }]).sort()).toEqual(
      ['a', 'a-s7a', 'a-s7b', 'b', 'b-s7a', 'b-s7b', 's7a', 's7b'].sort(),
    );
  });
});
