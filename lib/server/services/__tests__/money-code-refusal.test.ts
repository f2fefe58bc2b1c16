import { moneyCodeError, moneyCodeRefusal } from '../code-release';

// One answer to a code that did not verify, for the credit transfer, packages and the add-on purchase.
describe('moneyCodeRefusal', () => {
  it('a wrong code with tries left says so, with the tries left', () => {
    expect(moneyCodeRefusal({ ok: false, reason: 'invalid', triesLeft: 3 })).toEqual({ message: 'core.invalidCode', triesLeft: 3, invalidOTP: true });
    const error = moneyCodeError({ ok: false, reason: 'invalid', triesLeft: 3 });
    expect(error.status).toBe(400);
    expect(error.messageKey).toBe('core.invalidCode');
    expect(error.options).toEqual({ errors: { code: 'core.invalidCode' }, data: { triesLeft: 3 } });
  });

  it('the last wrong try and a dead code ask for a new code; an expired code says it expired', () => {
    for (const result of [{ ok: false, reason: 'invalid', triesLeft: 0 }, { ok: false, reason: 'dead' }] as const) {
      expect(moneyCodeRefusal(result)).toEqual({ message: 'errors.codeDead', triesLeft: 0, invalidOTP: true });
      expect(moneyCodeError(result).options).toEqual({ errors: { code: 'errors.codeDead' } });
    }
    expect(moneyCodeRefusal({ ok: false, reason: 'expired' })).toEqual({ message: 'core.codeExpired', triesLeft: 0, invalidOTP: false });
    expect(moneyCodeError({ ok: false, reason: 'expired' }, 'pin').options).toEqual({ errors: { pin: 'core.codeExpired' } });
  });
});
