/**
 * Shop locator rules shared by the API and the page: opening status in Baghdad time and distance.
 * Pure functions of their inputs (the clock is a parameter), so they are tested at fixed times.
 */
import type { GovernorateId, ShopCategory, ShopService } from './governorates';

/** Opening hours of one weekday, 'HH:MM' in Baghdad time, with an optional break; null = closed. */
export interface DayHours {
  open: string;
  close: string;
  breakStart?: string;
  breakEnd?: string;
}
/** Index 0 = Sunday … 6 = Saturday. */
export type WeekHours = Array<DayHours | null>;

export type ShopStatus = 'open' | 'close-soon' | 'on-break' | 'closed';

/** What GET /api/v1/shops answers for each shop (a superset of the checkout's { id, name, address, city }). */
export interface ShopView {
  id: string;
  name: string;
  address: string;
  /** The governorate's name, for screens that show a city. */
  city: string;
  governorate: { id: GovernorateId | string; name: string };
  category: ShopCategory;
  services: ShopService[];
  hours: WeekHours;
  coordinates: { lat: number; lng: number };
  phone: string | null;
  /** Kilometres from the asked point, one decimal; null when no point was given. */
  distance: number | null;
  status: ShopStatus;
}

export const SHOP_TIME_ZONE = 'Asia/Baghdad';
/** How long before closing a shop shows "closes soon". */
export const CLOSE_SOON_MINUTES = 30;

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const clockFormat = new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Weekday (0 = Sunday) and minute of the day of an instant, in Baghdad. */
export function baghdadClock(now: Date): { weekday: number; minutes: number } {
  const parts = Object.fromEntries(clockFormat.formatToParts(now).map((p) => [p.type, p.value]));
  return { weekday: weekdays.indexOf(parts.weekday), minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

export function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/** open, close-soon (last 30 minutes), on-break or closed, at `now` in Baghdad time. */
export function shopStatus(hours: WeekHours, now: Date): ShopStatus {
  const { weekday, minutes } = baghdadClock(now);
  const day = hours[weekday];
  if (!day) return 'closed';
  const open = toMinutes(day.open);
  const close = toMinutes(day.close);
  if (minutes < open || minutes >= close) return 'closed';
  if (day.breakStart && day.breakEnd && minutes >= toMinutes(day.breakStart) && minutes < toMinutes(day.breakEnd)) return 'on-break';
  return close - minutes <= CLOSE_SOON_MINUTES ? 'close-soon' : 'open';
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A directions link for a shop, opened through /api/redirect (lib/server/redirect.ts lets this one through). */
export function directionsUrl(coordinates: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${coordinates.lat},${coordinates.lng}`;
}
