/**
 * Baghdad calendar days (Asia/Baghdad is UTC+3 all year, no daylight saving): what "one per day" means
 * for daily check-ins and games. Always from the server's clock; the browser only displays the result.
 */
const OFFSET_MS = 3 * 3600_000;

/** The Baghdad calendar day of `now` as yyyy-mm-dd (21:00 UTC is already the next day). */
export function baghdadDay(now: Date): string {
  return new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `days` after (or before, negative) a yyyy-mm-dd day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The instant a Baghdad day starts (its midnight, 21:00 UTC of the day before). */
export function startOfBaghdadDayOf(day: string): Date {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() - OFFSET_MS);
}
