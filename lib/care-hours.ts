/** Care opening hours for the live chat (issue 13, part 5); kept apart from ./chat.ts so the chat button's first load stays small. */
import { baghdadClock, toMinutes } from './shops';

/**
 * Care opening hours, Baghdad time, by weekday (0 = Sunday): 08:00–22:00, Friday 14:00–22:00 (after
 * Friday prayers, as Iraqi operators' call centres do).
 */
export const CARE_HOURS: Record<number, { open: string; close: string }> = {
  0: { open: '08:00', close: '22:00' },
  1: { open: '08:00', close: '22:00' },
  2: { open: '08:00', close: '22:00' },
  3: { open: '08:00', close: '22:00' },
  4: { open: '08:00', close: '22:00' },
  5: { open: '14:00', close: '22:00' },
  6: { open: '08:00', close: '22:00' },
};

/**
 * The hours the chat states when it is closed, from CARE_HOURS (one source: what the chat says is
 * when it opens): every day as Saturday, and Friday. The phone line, 107, answers around the clock.
 */
export function careHoursValues(): { open: string; close: string; fridayOpen: string; fridayClose: string } {
  return { open: CARE_HOURS[6].open, close: CARE_HOURS[6].close, fridayOpen: CARE_HOURS[5].open, fridayClose: CARE_HOURS[5].close };
}

/** Whether care is open at `now` (a pure function of the instant: Baghdad has no daylight saving). */
export function isCareOpen(now: Date): boolean {
  const { weekday, minutes } = baghdadClock(now);
  const day = CARE_HOURS[weekday];
  return !!day && minutes >= toMinutes(day.open) && minutes < toMinutes(day.close);
}
