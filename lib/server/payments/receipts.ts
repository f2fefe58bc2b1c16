/**
 * The e-mailed receipt of a card payment (purpose 'receipt'). Spec section 9: VAT is 20% and currently
 * exempted as a limited offer, so the receipt shows the rate, "currently exempted" and 0 IQD of VAT.
 */
import { brand } from '@/lib/brand';
import { formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/locales';
import { formatReference } from '@/lib/reference';
import { messaging } from '../messaging';
import { serverTranslator } from '../i18n';
import type { PaymentRow } from './index';

export const VAT_RATE_PERCENT = 20;
/** Spec section 9: "VAT 20%, currently exempted as a limited offer". */
export const VAT_EXEMPTED = true;

export function receiptText(payment: PaymentRow, lang: Locale): { subject: string; text: string } {
  const t = serverTranslator(lang);
  const amount = formatPrice(payment.amount);
  const vat = VAT_EXEMPTED ? 0 : Math.round((payment.amount * VAT_RATE_PERCENT) / 100);
  const purposeKey = payment.purpose === 'e-voucher' ? 'eVoucher' : payment.purpose;
  const lines = [
    t('core.receipt.title', { brand: brand.name[lang] }),
    t('core.receipt.order', { orderId: formatReference(payment.reference) }),
    t('core.receipt.date', { date: (payment.completedAt ?? new Date()).toISOString().slice(0, 10) }),
    t(`core.receipt.purpose.${purposeKey}`, { msisdn: payment.msisdn }),
    t('core.receipt.amount', { amount }),
    VAT_EXEMPTED ? t('core.receipt.vatExempted', { rate: VAT_RATE_PERCENT }) : t('core.receipt.vat', { rate: VAT_RATE_PERCENT, vat: formatPrice(vat) }),
    t('core.receipt.total', { total: formatPrice(payment.amount + vat) }),
  ];
  return { subject: t('core.receipt.subject', { brand: brand.name[lang], orderId: formatReference(payment.reference) }), text: lines.join('\n') };
}

export async function sendReceipt(payment: PaymentRow, lang: Locale): Promise<void> {
  if (!payment.email) return;
  const { subject, text } = receiptText(payment, lang);
  await messaging().sendEmail({ to: payment.email, subject, text, purpose: 'receipt' });
}
