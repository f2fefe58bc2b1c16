/**
 * The demo lines' month of usage (issue 33): calls, SMS and data sessions over the 30 days before the
 * seed, the same pattern on every fresh database (a fixed pseudo-random sequence). They are rated 0 IQD
 * (covered by bundles), so the demo lines keep the balances README lists.
 */
import type { usageRecords } from '../schema';

/** Lines that get a month of usage: the demo line and the one with the demo line's add-ons. */
export const USAGE_SEED_LINES = ['07701234567', '07701234570'];

/** Numbers the demo lines talk to (two of ours, two of other operators). */
const CONTACTS = ['07701111111', '07712345678', '07801234567', '07501234567'];

/** mulberry32: a small deterministic generator (not for anything secret). */
function generator(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function usageSeed(msisdn: string, now: Date): Array<typeof usageRecords.$inferInsert> {
  const random = generator(Number(msisdn.slice(-6)));
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const rows: Array<typeof usageRecords.$inferInsert> = [];
  for (let day = 30; day >= 1; day -= 1) {
    const start = now.getTime() - day * 86_400_000;
    const at = () => new Date(start + between(8 * 3600, 23 * 3600) * 1000);
    const add = (usageType: 'voice' | 'sms' | 'data', quantity: number, characteristics: Record<string, string | boolean>) =>
      rows.push({
        id: `seed-${msisdn}-${rows.length + 1}`,
        msisdn,
        usageDate: at(),
        usageType,
        quantity,
        unit: usageType === 'voice' ? 'SEC' : usageType === 'sms' ? 'MSG' : 'MB',
        amount: 0,
        characteristics,
      });
    for (let i = between(1, 4); i > 0; i -= 1) {
      const direction = random() < 0.6 ? 'outgoing' : 'incoming';
      add('voice', between(20, 540), { direction, otherParty: CONTACTS[between(0, CONTACTS.length - 1)], inBundle: direction === 'outgoing' });
    }
    for (let i = between(0, 2); i > 0; i -= 1) {
      const direction = random() < 0.5 ? 'outgoing' : 'incoming';
      add('sms', 1, { direction, otherParty: CONTACTS[between(0, CONTACTS.length - 1)], inBundle: direction === 'outgoing' });
    }
    for (let i = between(1, 3); i > 0; i -= 1) add('data', between(15, 420), { direction: 'outgoing', inBundle: true });
  }
  return rows;
}
