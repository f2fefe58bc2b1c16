/** yup fields for formik forms, built from the shared rules. Messages are references (see ./messages). */
import * as yup from 'yup';
import { isHttpUrl, isStrongPassword, limits, messages, normalizeMsisdn, normalizeScratchCard, patterns } from './rules';

const requiredString = () => yup.string().trim().required(messages.required);

/** Custom transforms also see null (a cleared field); leave non-strings for `required` to refuse. */
const onString = (fn: (v: string) => string) => (v: unknown) => (typeof v === 'string' ? fn(v) : v);

export const yv = {
  required: requiredString,
  text: (max: number) => requiredString().max(max, messages.tooLong(max)),
  minLength: (min: number) => requiredString().min(min, messages.tooShort(min)),
  email: () => requiredString().max(254, messages.tooLong(254)).matches(patterns.email, messages.email),
  iraqiMsisdn: () =>
    yup.string().required(messages.phoneRequired).transform(onString(normalizeMsisdn)).matches(patterns.iraqiMsisdn, messages.iraqiMsisdn),
  operatorMsisdn: () =>
    yup.string().required(messages.phoneRequired).transform(onString(normalizeMsisdn)).matches(patterns.operatorMsisdn, messages.operatorMsisdn),
  addonCode: () => requiredString().matches(patterns.addonCode, messages.addonCode),
  pin: () => requiredString().matches(patterns.pin, messages.pin),
  captcha: () => requiredString().matches(patterns.captcha, messages.captcha),
  scratchCard: () =>
    requiredString()
      .transform(onString(normalizeScratchCard))
      .matches(patterns.scratchCard, messages.scratchCard),
  imei: () => requiredString().matches(patterns.imei, messages.imei),
  vanity: () => requiredString().matches(patterns.vanity, messages.vanity),
  password: () => yup.string().required(messages.required).test('strong', messages.passwordStrong, (v) => !!v && isStrongPassword(v)),
  /**
   * Use as `confirm: yv.passwordConfirm('password')`. A test rather than `oneOf`: yup checks `oneOf`
   * before `required`, so an empty box would read "Passwords must match." instead of "Required field.".
   */
  passwordConfirm: (field: string) =>
    yup
      .string()
      .required(messages.required)
      .test('passwordsMatch', messages.passwordsMatch, function (v) {
        return !v || v === this.resolve(yup.ref(field));
      }),
  url: () => requiredString().test('url', messages.url, (v) => !v || isHttpUrl(v)),
  amount: (min: number, max: number) =>
    yup
      .number()
      .typeError(messages.required)
      .required(messages.required)
      .integer(messages.wholeNumber)
      .min(min, messages.between(min, max))
      .max(max, messages.between(min, max)),
  creditTransferAmount: () => yv.amount(limits.creditTransfer.min, limits.creditTransfer.max),
  cardRechargeAmount: () => yv.amount(limits.cardRecharge.min, limits.cardRecharge.max),
};
