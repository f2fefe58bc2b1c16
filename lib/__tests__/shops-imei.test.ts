import { imeiFor, imeiProblem, luhnCheckDigit, tacOf } from '@/lib/imei';
import { distanceKm, shopStatus, type WeekHours } from '@/lib/shops';

describe('IMEI rules', () => {
  it('computes the Luhn check digit', () => {
    // The example IMEI of the GSMA / Wikipedia: 49015420323751 has check digit 8.
    expect(luhnCheckDigit('49015420323751')).toBe(8);
    expect(imeiProblem('490154203237518')).toBeNull();
    expect(imeiProblem('490154203237517')).toBe('checkDigit');
  });

  it('wants exactly 15 digits', () => {
    expect(imeiProblem('49015420323751')).toBe('length');
    expect(imeiProblem('4901542032375180')).toBe('length');
    expect(imeiProblem('49015420323751a')).toBe('digits');
    expect(imeiProblem('')).toBe('required');
  });

  it('reads the TAC from the first 8 digits', () => {
    expect(tacOf('490154203237518')).toBe('49015420');
    expect(imeiProblem(imeiFor('35100000'))).toBeNull();
  });
});

describe('shop status in Baghdad time', () => {
  const day = { open: '09:00', close: '22:00', breakStart: '13:00', breakEnd: '16:00' };
  // Sunday to Thursday and Saturday; closed on Friday.
  const hours: WeekHours = [day, day, day, day, day, null, day];
  // Baghdad is UTC+3 all year: 2026-11-22 is a Sunday.
  const at = (local: string) => new Date(`${local}+03:00`);

  it('is open during the hours', () => expect(shopStatus(hours, at('2026-11-22T10:15:00'))).toBe('open'));
  it('closes soon in the last 30 minutes', () => {
    expect(shopStatus(hours, at('2026-11-22T21:30:00'))).toBe('close-soon');
    expect(shopStatus(hours, at('2026-11-22T21:29:00'))).toBe('open');
  });
  it('is on a break', () => {
    expect(shopStatus(hours, at('2026-11-22T13:00:00'))).toBe('on-break');
    expect(shopStatus(hours, at('2026-11-22T15:59:00'))).toBe('on-break');
    expect(shopStatus(hours, at('2026-11-22T16:00:00'))).toBe('open');
  });
  it('is closed before opening, after closing and on its day off', () => {
    expect(shopStatus(hours, at('2026-11-22T08:59:00'))).toBe('closed');
    expect(shopStatus(hours, at('2026-11-22T22:00:00'))).toBe('closed');
    expect(shopStatus(hours, at('2026-11-27T11:00:00'))).toBe('closed'); // Friday
  });
  it('uses Baghdad time whatever the server clock zone', () => {
    // 23:30 UTC on Saturday is 02:30 on Sunday in Baghdad: closed; 07:00 UTC is 10:00 in Baghdad: open.
    expect(shopStatus(hours, new Date('2026-11-21T23:30:00Z'))).toBe('closed');
    expect(shopStatus(hours, new Date('2026-11-22T07:00:00Z'))).toBe('open');
  });
});

describe('distance', () => {
  it('is about 450 km from Baghdad to Basra', () => {
    const km = distanceKm({ lat: 33.315, lng: 44.366 }, { lat: 30.508, lng: 47.783 });
    expect(km).toBeGreaterThan(430);
    expect(km).toBeLessThan(470);
  });
});
