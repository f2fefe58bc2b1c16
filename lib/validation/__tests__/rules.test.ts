import { readFileSync } from 'node:fs';
import path from 'node:path';
import ar from '@/locales/ar.json';
import en from '@/locales/en.json';
import ku from '@/locales/ku.json';
import { messageRef, parseMessageRef, translateRef, type MessageValues } from '../messages';
import {
  isAddonCode,
  isCaptcha,
  isCardRechargeAmount,
  isCreditTransferAmount,
  isEmail,
  isHttpUrl,
  isImei,
  isIraqiMsisdn,
  isOperatorMsisdn,
  isPin,
  isScratchCard,
  isSearchable,
  isStrongPassword,
  isVanitySearch,
  isWholeAmountBetween,
  limits,
  messages,
  normalizeMsisdn,
  normalizeIdNumber,
  normalizeScratchCard,
} from '../rules';

describe('normalizeIdNumber (one form for every ID, wherever it is read)', () => {
  it.each([
    ['ab5236549', 'AB5236549'],
    ['AB-5236549', 'AB5236549'],
    [' ab 523 6549 ', 'AB5236549'],
    ['AB\u20115236549', 'AB5236549'],
    ['AB/523.6549', 'AB5236549'],
    ['AB٥٢٣٦٥٤٩', 'AB5236549'],
    ['۱۹۹۰۰۱۰۱۰۰۱', '19900101001'],
    ['ＡＢ５２３６５４９', 'AB5236549'],
  ])('%s is %s', (input, expected) => expect(normalizeIdNumber(input)).toBe(expected));
});

describe('normalizeMsisdn', () => {
  it.each([
    ['+964 770 123 4567', '07701234567'],
    ['+9647701234567', '07701234567'],
    ['009647701234567', '07701234567'],
    ['9647701234567', '07701234567'],
    ['00964 750-123-4567', '07501234567'],
    ['0770-123-4567', '07701234567'],
    ['0770 123 4567', '07701234567'],
    ['(0770) 123.4567', '07701234567'],
    ['  07801234567\t', '07801234567'],
  ])('reads %j as %j', (input, expected) => {
    expect(normalizeMsisdn(input)).toBe(expected);
  });

  it('leaves what is not an Iraqi mobile number for the pattern to refuse', () => {
    expect(normalizeMsisdn('+44 7700 900123')).toBe('+447700900123');
    expect(normalizeMsisdn('+964 1 234 5678')).toBe('+96412345678');
    expect(normalizeMsisdn('abc')).toBe('abc');
  });
});

describe('isIraqiMsisdn (077, 075 or 078 and 8 more digits)', () => {
  it.each(['07701234567', '07501234567', '07801234567', '+964 770 123 4567', '00964 780 123 4567', '0750-123-4567'])(
    'accepts %j',
    (v) => expect(isIraqiMsisdn(v)).toBe(true),
  );

  it.each([
    ['079 is not one of the three networks', '07901234567'],
    ['076', '07601234567'],
    ['one digit short', '0770123456'],
    ['one digit long', '077012345678'],
    ['ten digits after 079', '0791234567'],
    ['no leading 0', '7701234567'],
    ['letters', '0770123456a'],
    ['+964 with a landline', '+964 1 234 5678'],
    ['+964 with the trunk 0 kept and a digit short', '+964 077012345'],
    ['empty', ''],
    ['spaces only', '   '],
  ])('refuses %s (%j)', (_label, v) => expect(isIraqiMsisdn(v)).toBe(false));
});

describe('isOperatorMsisdn (077 and 8 more digits, 11 in all)', () => {
  it.each(['07701234567', '07791234567', '+964 770 123 4567', '009647701234567'])('accepts %j', (v) =>
    expect(isOperatorMsisdn(v)).toBe(true),
  );

  it.each(['07501234567', '07801234567', '0770123456', '077012345678', '0870123456', ''])('refuses %j', (v) =>
    expect(isOperatorMsisdn(v)).toBe(false),
  );
});

describe('isAddonCode (6 letters or digits)', () => {
  it.each(['abc123', 'ABCDEF', '123456', 'aB3dE6'])('accepts %j', (v) => expect(isAddonCode(v)).toBe(true));
  it.each(['abc12', 'abc1234', 'abc 12', 'abc-12', 'abc12!', 'абв123', ''])('refuses %j', (v) =>
    expect(isAddonCode(v)).toBe(false),
  );
});

describe('isPin and isCaptcha (6 digits)', () => {
  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    ['123 456', false],
    ['١٢٣٤٥٦', false],
    ['', false],
  ])('%j → %s', (v, ok) => {
    expect(isPin(v)).toBe(ok);
    expect(isCaptcha(v)).toBe(ok);
  });
});

describe('isScratchCard (13 or 14 digits, spaces and dashes ignored)', () => {
  it.each(['1234567890123', '12345678901234', '1234 5678 9012 3', '1234-5678-9012-34', ' 1234567890123 '])(
    'accepts %j',
    (v) => expect(isScratchCard(v)).toBe(true),
  );
  it.each(['123456789012', '123456789012345', '12345678901a3', '1234.5678.9012.3', '-', ''])('refuses %j', (v) =>
    expect(isScratchCard(v)).toBe(false),
  );
  it('normalizeScratchCard strips spaces and dashes only', () => {
    expect(normalizeScratchCard(' 1234-5678 9012-3 ')).toBe('1234567890123');
    expect(normalizeScratchCard('12.34')).toBe('12.34');
  });
});

describe('isImei (15 digits, no spaces)', () => {
  it('accepts 15 digits', () => expect(isImei('490154203237518')).toBe(true));
  it.each(['49015420323751', '4901542032375180', '49015420323751a', '490154 203237518', ' 490154203237518', '49-0154203237518'])(
    'refuses %j',
    (v) => expect(isImei(v)).toBe(false),
  );
});

describe('isVanitySearch (4 to 6 digits)', () => {
  it.each(['1234', '12345', '123456'])('accepts %j', (v) => expect(isVanitySearch(v)).toBe(true));
  it.each(['123', '1234567', '12a4', '12 34', ''])('refuses %j', (v) => expect(isVanitySearch(v)).toBe(false));
});

describe('isStrongPassword (8 to 30, upper, lower, digit, special)', () => {
  it('accepts 8 and 30 characters', () => {
    expect(isStrongPassword('Abcdef1!')).toBe(true);
    expect(isStrongPassword('Abcdef1!' + 'x'.repeat(22))).toBe(true);
  });

  it('refuses 7 and 31 characters', () => {
    expect(isStrongPassword('Abcde1!')).toBe(false);
    expect(isStrongPassword('Abcdef1!' + 'x'.repeat(23))).toBe(false);
  });

  it.each([
    ['no uppercase letter', 'abcdef1!'],
    ['no lowercase letter', 'ABCDEF1!'],
    ['no digit', 'Abcdefg!'],
    ['no special character', 'Abcdefg1'],
    ['empty', ''],
  ])('refuses a password with %s', (_label, v) => expect(isStrongPassword(v)).toBe(false));

  it('uses the limits of spec section 9', () => {
    expect(limits.password).toEqual({ min: 8, max: 30 });
  });
});

describe('isEmail', () => {
  it.each(['ali@example.com', 'a.b+tag@mail.example.iq', 'x@y.co'])('accepts %j', (v) => expect(isEmail(v)).toBe(true));
  it.each([
    'plainaddress',
    '@example.com',
    'ali@',
    'ali@example',
    'ali@@example.com',
    'ali @example.com',
    'ali@exa mple.com',
    'ali@example..com',
    'ali@.example.com',
    'ali@example.com.',
    '',
  ])('refuses %j', (v) => expect(isEmail(v)).toBe(false));

  it('refuses addresses longer than 254 characters', () => {
    const local = 'a'.repeat(64);
    const at254 = `${local}@${'b'.repeat(185)}.com`;
    expect(at254).toHaveLength(254);
    expect(isEmail(at254)).toBe(true);
    expect(isEmail(`a${at254}`)).toBe(false);
  });
});

describe('isHttpUrl', () => {
  it.each(['https://example.com', 'http://example.com/path?q=1#x', 'HTTPS://EXAMPLE.COM', 'http://localhost:3000'])(
    'accepts %j',
    (v) => expect(isHttpUrl(v)).toBe(true),
  );
  it.each([
    'example.com',
    '//example.com',
    'ftp://example.com',
    'javascript:alert(1)',
    'mailto:ali@example.com',
    'https:example.com',
    'https:/example.com',
    'https://',
    'http://exa mple.com',
    '/personal',
    '',
  ])('refuses %j', (v) => expect(isHttpUrl(v)).toBe(false));
});

describe('amounts', () => {
  it('credit transfer: whole IQD from 1,000 to 60,000', () => {
    expect(limits.creditTransfer).toEqual({ min: 1_000, max: 60_000 });
    expect(isCreditTransferAmount(999)).toBe(false);
    expect(isCreditTransferAmount(1_000)).toBe(true);
    expect(isCreditTransferAmount(60_000)).toBe(true);
    expect(isCreditTransferAmount(60_001)).toBe(false);
    expect(isCreditTransferAmount(1_000.5)).toBe(false);
    expect(isCreditTransferAmount(Number.NaN)).toBe(false);
    expect(isCreditTransferAmount(Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('card recharge: whole IQD from 5,000 to 100,000', () => {
    expect(limits.cardRecharge).toEqual({ min: 5_000, max: 100_000 });
    expect(isCardRechargeAmount(4_999)).toBe(false);
    expect(isCardRechargeAmount(5_000)).toBe(true);
    expect(isCardRechargeAmount(100_000)).toBe(true);
    expect(isCardRechargeAmount(100_001)).toBe(false);
    expect(isCardRechargeAmount(5_000.01)).toBe(false);
    // a credit-transfer amount that is too small for a card recharge
    expect(isCardRechargeAmount(1_000)).toBe(false);
  });

  it('isWholeAmountBetween includes both ends', () => {
    expect(isWholeAmountBetween(1, 1, 3)).toBe(true);
    expect(isWholeAmountBetween(3, 1, 3)).toBe(true);
    expect(isWholeAmountBetween(0, 1, 3)).toBe(false);
    expect(isWholeAmountBetween(-2, -3, 3)).toBe(true);
  });
});

describe('isSearchable (at least 3 characters)', () => {
  it.each([
    ['ab', false],
    ['abc', true],
    ['  ab  ', false],
    ['   ', false],
    ['', false],
    ['باقة', true],
  ])('%j → %s', (q, ok) => expect(isSearchable(q)).toBe(ok));
});

describe('message references', () => {
  it('plain keys stay plain', () => {
    expect(messageRef('validation.required')).toBe('validation.required');
    expect(messageRef('validation.required', {})).toBe('validation.required');
    expect(parseMessageRef('validation.required')).toEqual({ key: 'validation.required' });
  });

  it('min and max length messages carry their limit', () => {
    expect(messages.tooShort(8)).toBe('validation.tooShort?min=8');
    expect(messages.tooLong(30)).toBe('validation.tooLong?max=30');
    expect(messages.greaterThan(0)).toBe('validation.greaterThan?min=0');
    expect(messages.lessThan(5)).toBe('validation.lessThan?max=5');
    expect(parseMessageRef(messages.tooShort(8))).toEqual({ key: 'validation.tooShort', values: { min: 8 } });
    expect(parseMessageRef(messages.between(1_000, 60_000))).toEqual({
      key: 'validation.between',
      values: { min: 1000, max: 60000 },
    });
  });

  it('round-trips negative numbers and text values, and escapes special characters', () => {
    const values = { min: -5, name: 'a&b=c?d', decimal: '1.5' };
    const ref = messageRef('x.y', values);
    expect(ref.indexOf('?')).toBe(3);
    expect(parseMessageRef(ref)).toEqual({ key: 'x.y', values: { min: -5, name: 'a&b=c?d', decimal: '1.5' } });
  });

  it('translateRef hands the key and values to the translator', () => {
    const t = jest.fn((key: string, values?: MessageValues) => `${key}:${JSON.stringify(values ?? null)}`);
    expect(translateRef(t, 'validation.tooShort?min=8')).toBe('validation.tooShort:{"min":8}');
    expect(translateRef(t, 'validation.required')).toBe('validation.required:null');
  });
});

// ---- The keys the rules use exist in every language ----

type Tree = { [key: string]: string | Tree };
const catalogues = { en, ar, ku } as unknown as Record<string, Tree>;

function lookup(tree: Tree, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree);
}

function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([name, value]) =>
    typeof value === 'string' ? [`${prefix}${name}`] : leafKeys(value, `${prefix}${name}.`),
  );
}

/** Every reference `messages` can produce, with the values it carries. */
function referencesOfMessages(): { key: string; values?: MessageValues }[] {
  return Object.values(messages).map((entry) =>
    parseMessageRef(typeof entry === 'function' ? (entry as (...n: number[]) => string)(1, 2) : entry),
  );
}

describe('locale files', () => {
  const source = readFileSync(path.join(__dirname, '..', 'rules.ts'), 'utf8');
  const keysInSource = [...new Set(source.match(/'validation\.[A-Za-z]+'/g)?.map((k) => k.slice(1, -1)) ?? [])];

  it('the scan of rules.ts finds the message keys', () => {
    expect(keysInSource).toEqual(expect.arrayContaining(['validation.required', 'validation.iraqiMsisdn', 'validation.tooShort']));
    expect(keysInSource.length).toBeGreaterThanOrEqual(Object.keys(messages).length);
  });

  it.each(Object.keys(catalogues))('%s has a text for every key used in rules.ts', (lang) => {
    const keys = new Set([...keysInSource, ...referencesOfMessages().map((r) => r.key)]);
    const missing = [...keys].filter((key) => typeof lookup(catalogues[lang], key) !== 'string' || lookup(catalogues[lang], key) === '');
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(catalogues))('%s uses the placeholders the references carry', (lang) => {
    for (const ref of referencesOfMessages()) {
      const text = lookup(catalogues[lang], ref.key) as string;
      for (const name of Object.keys(ref.values ?? {})) expect({ key: ref.key, text }).toEqual({ key: ref.key, text: expect.stringContaining(`{${name}}`) });
    }
  });

  it('the three locale files have exactly the same keys', () => {
    const en = leafKeys(catalogues.en).sort();
    expect(en.length).toBeGreaterThan(0);
    expect(leafKeys(catalogues.ar).sort()).toEqual(en);
    expect(leafKeys(catalogues.ku).sort()).toEqual(en);
  });
});
