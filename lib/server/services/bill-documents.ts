/**
 * Bills and receipts as PDF (issue 33 part 4), in the page's language: Arabic and Kurdish shaped and
 * right to left, with the operator's details and the VAT lines of spec section 9 (20%, currently
 * exempted: 0 IQD), the same lines as the e-mailed receipt (../payments/receipts.ts).
 *
 * Who may have one: a bill, only the signed-in subscriber whose line it is; a receipt, whoever holds
 * the payment's long random order id (the confirmation page's link, as for its status), and only once
 * the payment succeeded. Anything else is "not found": ids reveal nothing.
 */
import { brand } from '@/lib/brand';
import { formatDate, formatMonth } from '@/lib/dates';
import { formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/locales';
import { formatReference } from '@/lib/reference';
import type { FileAnswer } from '../api/handler';
import { notFound } from '../api/errors';
import { core } from '../core';
import { serverTranslator } from '../i18n';
import { findPayment } from '../payments';
import { receiptText, VAT_EXEMPTED, VAT_RATE_PERCENT } from '../payments/receipts';
import { renderPdf, type PdfLine } from '../pdf/document';
import type { Subscriber } from './subscriber-sessions';

const BRAND_COLOR: [number, number, number] = [0.357, 0.165, 0.525]; // brand.colors.primary
const MUTED: [number, number, number] = [0.35, 0.35, 0.4];

/** The letterhead: the brand, the operator's legal name, address, VAT number and care. */
function letterhead(lang: Locale): PdfLine[] {
  const t = serverTranslator(lang);
  return [
    { text: brand.name[lang], size: 22, bold: true, color: BRAND_COLOR, gapBefore: 0 },
    { text: brand.legal.name[lang], size: 10, color: MUTED, gapBefore: 6 },
    { text: brand.legal.address[lang], size: 10, color: MUTED },
    { text: t('core.pdf.vatNumber', { number: brand.legal.vatNumber }), size: 10, color: MUTED },
    { text: t('core.pdf.care', { number: brand.customerCareNumber, site: brand.siteUrl.replace(/^https?:\/\//, '') }), size: 10, color: MUTED, rule: true },
  ];
}

function document(lang: Locale, title: string, lines: PdfLine[]): Promise<Buffer> {
  return renderPdf({ rtl: lang !== 'en', lang: lang === 'ku' ? 'ckb' : lang, title, lines: [...letterhead(lang), { text: title, size: 16, bold: true, gapBefore: 18 }, ...lines] });
}

const pdfFile = (body: Buffer, fileName: string): FileAnswer => ({ body, contentType: 'application/pdf', disposition: 'attachment', fileName, cacheControl: 'private, no-store' });

/** GET /api/v1/account/bills/{id}/pdf: one of the subscriber's bills. */
export async function billPdf(subscriber: Subscriber, billId: number, lang: Locale): Promise<FileAnswer> {
  const bill = await core().getBill(billId);
  if (!bill || bill.msisdn !== subscriber.msisdn) throw notFound();
  const t = serverTranslator(lang);
  const amount = bill.amount;
  const vat = VAT_EXEMPTED ? 0 : Math.round((amount * VAT_RATE_PERCENT) / 100);
  const title = t('core.pdf.billTitle', { period: formatMonth(bill.period, lang) });
  const body = await document(lang, title, [
    { text: t('core.pdf.line', { msisdn: bill.msisdn }), gapBefore: 8 },
    { text: t('core.pdf.billNumber', { id: bill.id }) },
    { text: t('core.pdf.dueDate', { date: formatDate(bill.dueAt, lang) }) },
    { text: bill.paidAt ? t('core.pdf.paidOn', { date: formatDate(bill.paidAt, lang) }) : t('core.pdf.unpaid'), rule: true },
    { text: t('core.pdf.charges', { amount: formatPrice(amount) }), gapBefore: 12 },
    {
      text: VAT_EXEMPTED ? t('core.receipt.vatExempted', { rate: VAT_RATE_PERCENT }) : t('core.receipt.vat', { rate: VAT_RATE_PERCENT, vat: formatPrice(vat) }),
      rule: true,
    },
    { text: t('core.pdf.total', { total: formatPrice(amount + vat) }), size: 13, bold: true, gapBefore: 10 },
  ]);
  return pdfFile(body, `bill-${bill.period}.pdf`);
}

/** GET /api/v1/payments/{orderId}/receipt: the receipt of a succeeded payment, by its long order id. */
export async function receiptPdf(orderId: string, lang: Locale): Promise<FileAnswer> {
  const payment = await findPayment(orderId);
  if (!payment || payment.status !== 'succeeded') throw notFound();
  const t = serverTranslator(lang);
  // The e-mailed receipt's lines, after its title (the letterhead says who issues it).
  const lines = receiptText(payment, lang).text.split('\n').slice(1);
  const last = lines.length - 1;
  const body = await document(
    lang,
    t('core.pdf.receiptTitle'),
    lines.map((text, i) => (i === last ? { text, size: 13, bold: true, gapBefore: 10 } : { text, gapBefore: i === 0 ? 8 : undefined, rule: i === last - 1 })),
  );
  return pdfFile(body, `receipt-${formatReference(payment.reference)}.pdf`);
}
