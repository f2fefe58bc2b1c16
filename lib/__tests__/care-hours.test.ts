import { isCareOpen } from '../care-hours';

// Baghdad is UTC+3 all year (no daylight saving).
const baghdad = (iso: string) => new Date(`${iso}+03:00`);

describe('care opening hours (Baghdad time)', () => {
  it.each([
    ['2026-11-23T07:59', false, 'Monday before opening'],
    ['2026-11-23T08:00', true, 'Monday at opening'],
    ['2026-11-23T21:59', true, 'Monday a minute before closing'],
    ['2026-11-23T22:00', false, 'Monday at closing'],
    ['2026-11-23T03:00', false, 'Monday night'],
    ['2026-11-27T10:00', false, 'Friday morning (opens after prayers)'],
    ['2026-11-27T14:00', true, 'Friday at 14:00'],
    ['2026-11-27T22:30', false, 'Friday night'],
    ['2026-11-28T09:00', true, 'Saturday morning'],
  ])('%s: %s (%s)', (time, open) => {
    expect(isCareOpen(baghdad(time))).toBe(open);
  });

  it('judges by Baghdad time, not the server clock: 06:00 UTC is 09:00 in Baghdad', () => {
    expect(isCareOpen(new Date('2026-11-23T06:00:00Z'))).toBe(true);
    expect(isCareOpen(new Date('2026-11-23T19:30:00Z'))).toBe(false);
  });
});
