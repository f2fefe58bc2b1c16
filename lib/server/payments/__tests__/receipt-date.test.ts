/**
 * Issue 28: the e-mailed receipt wrote its date as an ISO UTC date, so a payment late in the evening in
 * Baghdad (UTC+3) carried the day before. It is written by the site's date formatter, in Baghdad time and
 * in the receipt's language.
 */
import { receiptText } from '../receipts';
import type { PaymentRow } from '../index';

// 22:30 UTC on 27 November 2026 is 01:30 on 28 November in Baghdad.
const payment = {
  id: 'pay-1',
  reference: 'R4K7M2',
  purpose: 'recharge',
  msisdn: '07701234567',
  amount: 15000,
  email: 'payer@example.com',
  completedAt: new Date('2026-11-27T22:30:00Z'),
} as unknown as PaymentRow;

describe('receipt date', () => {
  it('is the Baghdad day, in English', () => {
    const { text } = receiptText(payment, 'en');
    expect(text).toContain('Date: Nov 28, 2026');
    expect(text).not.toContain('2026-11-27');
  });

  it('is the Baghdad day with the Iraqi month name, in Arabic', () => {
    const { text } = receiptText(payment, 'ar');
    expect(text).toContain('28 تشرين الثاني 2026');
    expect(text).not.toContain('2026-11-2');
  });

  it('is the Baghdad day with the Sorani month name, in Kurdish', () => {
    const { text } = receiptText(payment, 'ku');
    expect(text).toContain('28 تشرینی دووەم 2026');
  });
});
