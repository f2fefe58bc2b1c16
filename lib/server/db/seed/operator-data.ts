/**
 * Demo data of the embedded operator core and of subscriber accounts (design.md section 6; README
 * lists it). The same on every fresh database.
 */
import type { Localized } from '../schema';

export const DEMO_ACCOUNT = {
  msisdn: '07701234567',
  email: 'demo@example.com',
  password: 'Demo#2026pass',
  profile: {
    firstName: 'Sara',
    secondName: 'Ali',
    thirdName: 'Hassan',
    dateOfBirth: '1994-03-21',
    interests: ['internet', 'music'],
    idType: 'national-id' as const,
    idNumber: '199403210012',
  },
};

export interface LineSeed {
  msisdn: string;
  type: 'prepaid' | 'postpaid';
  balance: number;
  blockedForPurchases?: boolean;
  kind?: 'mobile' | 'mifi';
}

export const lineSeed: LineSeed[] = [
  { msisdn: '07701234567', type: 'prepaid', balance: 25_000 },
  { msisdn: '07701234568', type: 'prepaid', balance: 500 },
  // More lines to sign in with by PIN (each number gets one code a minute and five an hour): a plain
  // one, and one with running add-ons like the demo line's.
  { msisdn: '07701234569', type: 'prepaid', balance: 10_000 },
  { msisdn: '07701234570', type: 'prepaid', balance: 25_000 },
  { msisdn: '07709876543', type: 'postpaid', balance: 0 },
  { msisdn: '07700000009', type: 'prepaid', balance: 50_000, blockedForPurchases: true },
  // Receivers for transfers and gifts, and a MiFi router that can be linked to an account.
  { msisdn: '07701111111', type: 'prepaid', balance: 2_000 },
  { msisdn: '07705555555', type: 'prepaid', balance: 0, kind: 'mifi' },
  // The auto-recharge journey's line (e2e/auto-recharge.spec.ts): its balance below the threshold it sets.
  { msisdn: '07701234581', type: 'prepaid', balance: 1_000 },
  // The lost-SIM and eSIM journeys' lines (STEP_UP_ACCOUNTS).
  { msisdn: '07701234582', type: 'prepaid', balance: 5_000 },
  { msisdn: '07701234583', type: 'prepaid', balance: 5_000 },
];

/**
 * Accounts with a password (the demo account's) and an e-mail, for the journeys that pass the step-up
 * check (e2e/lost-sim.spec.ts blocks its line; e2e/esim.spec.ts moves its line to an eSIM): each its own
 * line and mailbox, so they change nothing the demo account's specs read and use none of its codes.
 */
export const STEP_UP_ACCOUNTS = [
  { msisdn: '07701234582', email: 'lost-sim@example.com' },
  { msisdn: '07701234583', email: 'esim@example.com' },
] as const;

/** Numbers (prefix 078…) of another operator: valid Iraqi numbers, not ours. */
export const FOREIGN_NUMBER_EXAMPLE = '07801234567';

/** Allowances of the add-ons as numbers, for the subscription meters (null: unlimited). */
export const addonQuota: Record<number, { quota: number | null; unit: 'MB' | 'min' | 'sms' | 'IQD' }> = {
  101: { quota: 10_240, unit: 'MB' },
  102: { quota: 25_600, unit: 'MB' },
  103: { quota: 61_440, unit: 'MB' },
  104: { quota: 20_480, unit: 'MB' },
  111: { quota: 300, unit: 'min' },
  112: { quota: 1_000, unit: 'min' },
  121: { quota: 500, unit: 'sms' },
  131: { quota: null, unit: 'MB' },
  132: { quota: null, unit: 'MB' },
  141: { quota: 5_120, unit: 'MB' },
  142: { quota: 3_072, unit: 'MB' },
  143: { quota: 5_120, unit: 'MB' },
  144: { quota: 60, unit: 'min' },
  801: { quota: 1_024, unit: 'MB' },
  802: { quota: 100, unit: 'min' },
  803: { quota: 100, unit: 'sms' },
};

/** Running subscriptions of the demo line (and of 07701234570), so the dashboard has meters to show. */
export const subscriptionSeed = [
  { msisdn: '07701234567', addonId: 101, remaining: 6_500, days: 4 },
  { msisdn: '07701234567', addonId: 111, remaining: 120, days: 18 },
  { msisdn: '07701234570', addonId: 101, remaining: 6_500, days: 4 },
  { msisdn: '07701234570', addonId: 111, remaining: 120, days: 18 },
];

/** Postpaid bills: the unpaid one of design.md section 6 and two paid ones for the history. */
export const billSeed = [
  { msisdn: '07709876543', monthsAgo: 1, amount: 32_500, paid: false },
  { msisdn: '07709876543', monthsAgo: 2, amount: 29_000, paid: true },
  { msisdn: '07709876543', monthsAgo: 3, amount: 30_750, paid: true },
];

export const scratchCardSeed = [
  { number: '12345678901234', value: 10_000 },
  { number: '1234567890123', value: 5_000 },
];

export const eVoucherPackageSeed: { id: number; rechargeType: 'prepaid' | 'postpaid'; value: number; price: number; titles: Localized }[] = [
  { id: 1, rechargeType: 'prepaid', value: 5_000, price: 5_000, titles: { ar: 'قسيمة 5,000 د.ع', en: '5,000 IQD voucher', ku: 'کوپۆنی 5,000 د.ع' } },
  { id: 2, rechargeType: 'prepaid', value: 10_000, price: 10_000, titles: { ar: 'قسيمة 10,000 د.ع', en: '10,000 IQD voucher', ku: 'کوپۆنی 10,000 د.ع' } },
  { id: 3, rechargeType: 'prepaid', value: 25_000, price: 25_000, titles: { ar: 'قسيمة 25,000 د.ع', en: '25,000 IQD voucher', ku: 'کوپۆنی 25,000 د.ع' } },
  { id: 4, rechargeType: 'prepaid', value: 50_000, price: 50_000, titles: { ar: 'قسيمة 50,000 د.ع', en: '50,000 IQD voucher', ku: 'کوپۆنی 50,000 د.ع' } },
  { id: 11, rechargeType: 'postpaid', value: 25_000, price: 25_000, titles: { ar: 'دفعة فاتورة 25,000 د.ع', en: '25,000 IQD bill voucher', ku: 'کوپۆنی پسوولە 25,000 د.ع' } },
  { id: 12, rechargeType: 'postpaid', value: 50_000, price: 50_000, titles: { ar: 'دفعة فاتورة 50,000 د.ع', en: '50,000 IQD bill voucher', ku: 'کوپۆنی پسوولە 50,000 د.ع' } },
];

/** A demo identity document that already holds the maximum number of lines (5). */
export const DEMO_ID_AT_LINE_LIMIT = '19900101001';
