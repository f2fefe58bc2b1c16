/**
 * The yup fields (forms) and the zod fields (API) must agree: the same input is accepted by both or
 * refused by both with the same message reference, so a visitor reads the same sentence either way.
 */
import * as yup from 'yup';
import { z } from 'zod';
import { messages } from '../rules';
import { yv } from '../yup';
import { zv } from '../zod';

type Builder = Exclude<keyof typeof zv & keyof typeof yv, 'amount'>;

/** The message a form shows: yup stops at the first failing test. */
async function yupMessage(schema: yup.AnySchema, value: unknown): Promise<string | null> {
  try {
    await schema.validate(value);
    return null;
  } catch (error) {
    if (error instanceof yup.ValidationError) return error.errors[0];
    throw error;
  }
}

/** The message the API answers: the first issue of the field (lib/server/api/handler.ts fieldErrors). */
function zodMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
}

async function both(builder: Builder, value: unknown) {
  return {
    yup: await yupMessage((yv[builder] as (n?: number) => yup.AnySchema)(5), value),
    zod: zodMessage((zv[builder] as (n?: number) => z.ZodType)(5), value),
  };
}

const long = (n: number) => 'x'.repeat(n);
const between = (min: number, max: number) => messages.between(min, max);

const refused: [Builder, unknown, string][] = [
  ['required', '', messages.required],
  ['required', '   ', messages.required],
  ['required', undefined, messages.required],
  ['required', null, messages.required],
  ['text', 'abcdef', messages.tooLong(5)],
  ['text', '', messages.required],
  ['minLength', 'abcd', messages.tooShort(5)],
  ['minLength', ' abcd ', messages.tooShort(5)],
  ['minLength', '', messages.required],
  ['email', 'ali@example', messages.email],
  ['email', 'ali example.com', messages.email],
  ['email', `${long(250)}@b.co`, messages.tooLong(254)],
  ['email', '', messages.required],
  ['iraqiMsisdn', '0791234567', messages.iraqiMsisdn],
  ['iraqiMsisdn', '07901234567', messages.iraqiMsisdn],
  ['iraqiMsisdn', '0770123456', messages.iraqiMsisdn],
  ['iraqiMsisdn', '', messages.phoneRequired],
  ['iraqiMsisdn', '   ', messages.phoneRequired],
  ['iraqiMsisdn', ' - - ', messages.phoneRequired],
  ['iraqiMsisdn', undefined, messages.phoneRequired],
  ['iraqiMsisdn', null, messages.phoneRequired],
  ['operatorMsisdn', '07501234567', messages.operatorMsisdn],
  ['operatorMsisdn', '07801234567', messages.operatorMsisdn],
  ['operatorMsisdn', '', messages.phoneRequired],
  ['addonCode', 'abc12', messages.addonCode],
  ['addonCode', 'abc-12', messages.addonCode],
  ['addonCode', '', messages.required],
  ['pin', '12345', messages.pin],
  ['pin', 'abcdef', messages.pin],
  ['pin', '', messages.required],
  ['captcha', '1234567', messages.captcha],
  ['captcha', '', messages.required],
  ['scratchCard', '123456789012', messages.scratchCard],
  ['scratchCard', '123456789012345', messages.scratchCard],
  ['scratchCard', '1234 5678 abcd 3', messages.scratchCard],
  ['scratchCard', ' - ', messages.required],
  ['scratchCard', null, messages.required],
  ['scratchCard', '', messages.required],
  ['imei', '490154 203237518', messages.imei],
  ['imei', '49015420323751', messages.imei],
  ['imei', '', messages.required],
  ['vanity', '123', messages.vanity],
  ['vanity', '1234567', messages.vanity],
  ['vanity', '', messages.required],
  ['password', 'Abcde1!', messages.passwordStrong],
  ['password', `Abcdef1!${long(23)}`, messages.passwordStrong],
  ['password', 'abcdefg1!', messages.passwordStrong],
  ['password', '        ', messages.passwordStrong],
  ['password', '', messages.required],
  ['password', undefined, messages.required],
  ['url', 'example.com', messages.url],
  ['url', '//example.com', messages.url],
  ['url', 'ftp://example.com', messages.url],
  ['url', 'javascript:alert(1)', messages.url],
  ['url', 'https:example.com', messages.url],
  ['url', '', messages.required],
  ['creditTransferAmount', 999, between(1_000, 60_000)],
  ['creditTransferAmount', '999', between(1_000, 60_000)],
  ['creditTransferAmount', 60_001, between(1_000, 60_000)],
  ['creditTransferAmount', 1_000.5, messages.wholeNumber],
  ['creditTransferAmount', '1000.5', messages.wholeNumber],
  ['creditTransferAmount', 'abc', messages.required],
  ['creditTransferAmount', '1,000', messages.required],
  ['creditTransferAmount', '', messages.required],
  ['creditTransferAmount', '   ', messages.required],
  ['creditTransferAmount', null, messages.required],
  ['creditTransferAmount', undefined, messages.required],
  ['cardRechargeAmount', 4_999, between(5_000, 100_000)],
  ['cardRechargeAmount', 1_000, between(5_000, 100_000)],
  ['cardRechargeAmount', 100_001, between(5_000, 100_000)],
  ['cardRechargeAmount', 5_000.5, messages.wholeNumber],
];

const accepted: [Builder, unknown][] = [
  ['required', 'x'],
  ['text', 'abcde'],
  ['text', '  abcde  '],
  ['minLength', 'abcde'],
  ['email', 'ali@example.com'],
  ['iraqiMsisdn', '07701234567'],
  ['iraqiMsisdn', '07501234567'],
  ['iraqiMsisdn', '07801234567'],
  ['iraqiMsisdn', '+964 770 123 4567'],
  ['iraqiMsisdn', '00964-780-123-4567'],
  ['operatorMsisdn', '0770 123 4567'],
  ['addonCode', 'aB3dE6'],
  ['addonCode', ' abc123 '],
  ['pin', '123456'],
  ['captcha', '000000'],
  ['scratchCard', '1234567890123'],
  ['scratchCard', '1234-5678-9012-34'],
  ['imei', '490154203237518'],
  ['vanity', '1234'],
  ['vanity', '123456'],
  ['password', 'Abcdef1!'],
  ['password', `Abcdef1!${long(22)}`],
  ['url', 'https://example.com/a?b=c'],
  ['url', 'http://localhost:3000'],
  ['creditTransferAmount', 1_000],
  ['creditTransferAmount', '1000'],
  ['creditTransferAmount', ' 60000 '],
  ['creditTransferAmount', 60_000],
  ['cardRechargeAmount', 5_000],
  ['cardRechargeAmount', '100000'],
];

describe('yup and zod refuse the same input with the same message', () => {
  it.each(refused)('%s(%j) → %s', async (builder, value, expected) => {
    expect(await both(builder, value)).toEqual({ yup: expected, zod: expected });
  });
});

describe('yup and zod accept the same input', () => {
  it.each(accepted)('%s(%j)', async (builder, value) => {
    expect(await both(builder, value)).toEqual({ yup: null, zod: null });
  });
});

describe('the API gets the normalised value', () => {
  it('phone numbers in the national form', () => {
    expect(zv.iraqiMsisdn().parse('+964 770 123 4567')).toBe('07701234567');
    expect(zv.operatorMsisdn().parse('009647701234567')).toBe('07701234567');
  });

  it('scratch cards without separators, text trimmed, amounts as numbers', () => {
    expect(zv.scratchCard().parse(' 1234-5678-9012-3 ')).toBe('1234567890123');
    expect(zv.text(10).parse('  hi  ')).toBe('hi');
    expect(zv.creditTransferAmount().parse('1000')).toBe(1000);
  });
});

describe('amount limits follow the rules', () => {
  it('amount(min, max) refuses outside and accepts the ends', async () => {
    expect(await yupMessage(yv.amount(10, 20), 9)).toBe(between(10, 20));
    expect(zodMessage(zv.amount(10, 20), 21)).toBe(between(10, 20));
    expect(await yupMessage(yv.amount(10, 20), 20)).toBeNull();
    expect(zodMessage(zv.amount(10, 20), 10)).toBeNull();
  });
});

describe('passwordConfirm (forms only)', () => {
  const form = yup.object({ password: yv.password(), confirm: yv.passwordConfirm('password') });

  it('accepts matching passwords', async () => {
    await expect(form.validate({ password: 'Abcdef1!', confirm: 'Abcdef1!' })).resolves.toBeTruthy();
  });

  it('refuses different passwords with passwordsMatch', async () => {
    await expect(form.validateAt('confirm', { password: 'Abcdef1!', confirm: 'Abcdef1?' })).rejects.toMatchObject({
      errors: [messages.passwordsMatch],
    });
  });

  it('asks for the confirmation when it is empty', async () => {
    await expect(form.validateAt('confirm', { password: 'Abcdef1!', confirm: '' })).rejects.toMatchObject({
      errors: [messages.required],
    });
  });
});
