/**
 * Bills and receipts as PDF (issue 33 part 4): the file a subscriber downloads, read back with
 * `pdftotext` as a reader would: the words of the page's language in order (Arabic and Kurdish shaped
 * and right to left, English), the operator's details, the VAT lines and the amounts. Only the owner of
 * a bill (or the holder of a payment's order id) gets one; anyone else gets 404.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brand } from '@/lib/brand';
import { formatMonth } from '@/lib/dates';
import { getDb } from '@/lib/server/db';
import { bills } from '@/lib/server/db/schema';
import { startPayment } from '@/lib/server/payments';
import { signedCallback } from '@/lib/server/payments/signature';
import { callApi, type ApiReply } from '@/lib/server/testing/api';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { freshLine, signInAs } from '@/lib/server/testing/operator';
import billPdfRoute from '@/pages/api/v1/account/bills/[id]/pdf';
import callback from '@/pages/api/v1/payments/callback';
import receiptRoute from '@/pages/api/v1/payments/[orderId]/receipt';

/** The text of a PDF as pdftotext gives it, without the direction marks it wraps right-to-left runs in. */
function pdfText(bytes: Buffer): string {
  const file = path.join(os.tmpdir(), `bill-pdf-${process.pid}-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, bytes);
  try {
    return execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
  } finally {
    fs.unlinkSync(file);
  }
}

/** Each of `words` is found in `text`, each after the one before. */
function expectInOrder(text: string, words: string[]): void {
  let from = 0;
  for (const word of words) {
    const at = text.indexOf(word, from);
    if (at < 0) throw new Error(`"${word}" not found after position ${from} in:\n${text}`);
    from = at + word.length;
  }
}

/** The line of `text` that holds `word`. */
const lineWith = (text: string, word: string) => text.split('\n').find((line) => line.includes(word)) ?? '';

function expectPdf(reply: ApiReply, fileName: string): string {
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toBe('application/pdf');
  expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
  expect(reply.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfText(reply.bytes);
}

describeWithDatabase(
  'bills and receipts as PDF',
  () => {
    it('a bill in Arabic, Kurdish and English: shaped words in order, the operator, the VAT line and the amounts; only its owner gets it', async () => {
      const msisdn = await freshLine({ type: 'postpaid' });
      const db = await getDb();
      const [bill] = await db
        .insert(bills)
        .values({ msisdn, period: '2026-10', amount: 12_345, dueAt: new Date('2026-11-15T09:00:00Z') })
        .returning({ id: bills.id });
      const owner = await signInAs(msisdn);
      const get = (lang: string, headers = owner, id = bill.id) => callApi(billPdfRoute, { url: `/x?id=${id}&lang=${lang}`, headers });

      const ar = expectPdf(await get('ar'), 'bill-2026-10.pdf');
      expectInOrder(ar, [brand.name.ar, brand.legal.name.ar, 'الرقم الضريبي', brand.legal.vatNumber, 'فاتورة شهر', formatMonth('2026-10', 'ar'), msisdn, 'تاريخ الاستحقاق', 'غير مسددة بعد', 'رسوم الشهر', '12,345', 'ضريبة القيمة المضافة', 'معفاة', 'المجموع', '12,345']);
      expect(lineWith(ar, 'ضريبة القيمة المضافة')).toMatch(/20/);
      expect(lineWith(ar, 'ضريبة القيمة المضافة')).toMatch(/\(\s*0\s*د\.ع\)/);

      const ku = expectPdf(await get('ku'), 'bill-2026-10.pdf');
      expectInOrder(ku, [brand.name.ku, brand.legal.name.ku, 'ژمارەی باج', 'پسوڵەی مانگی', formatMonth('2026-10', 'ku'), 'دوایین ڕۆژی پارەدان', 'هێشتا نەدراوە', 'تێچووی مانگ', '12,345', 'باجی بەهای زیادکراو', 'کۆی گشتی', '12,345']);

      const en = expectPdf(await get('en'), 'bill-2026-10.pdf');
      expectInOrder(en, ['Nour Mobile', brand.legal.name.en, `VAT number: ${brand.legal.vatNumber}`, 'Bill for October 2026', `Line: ${msisdn}`, 'Not paid yet', 'Charges for the month: 12,345 IQD', 'VAT 20%: currently exempted (0 IQD)', 'Total: 12,345 IQD']);

      // Another subscriber, a visitor, an id that is nobody's.
      const stranger = await signInAs(await freshLine({ type: 'postpaid' }));
      const other = await get('en', stranger);
      expect(other.status).toBe(404);
      expect(other.json).toMatchObject({ success: false, data: null });
      expect((await get('en', {})).status).toBe(401);
      expect((await get('en', owner, 999_999_999)).status).toBe(404);
    });

    it('a receipt for the holder of the order id once the payment succeeded; pending or unknown: 404', async () => {
      const msisdn = await freshLine({ balance: 1_000 });
      const { orderId, reference } = await startPayment({ purpose: 'recharge', msisdn, amount: 7_500 }, 'en');
      const get = (lang: string, id = orderId) => callApi(receiptRoute, { url: `/x?orderId=${encodeURIComponent(id)}&lang=${lang}` });
      expect((await get('en')).status).toBe(404); // not paid yet

      const { body, signature } = signedCallback({ orderId, status: 'succeeded', amount: 7_500, currency: 'IQD' });
      expect((await callApi(callback, { method: 'POST', url: '/x?lang=en', body, headers: { 'X-Signature': signature } })).status).toBe(200);

      const fileName = `receipt-${reference!.slice(0, 5)}-${reference!.slice(5)}.pdf`;
      const ar = expectPdf(await get('ar'), fileName);
      expectInOrder(ar, [brand.name.ar, 'الرقم الضريبي', 'إيصال دفع', 'رقم الطلب', 'تعبئة رصيد الرقم', msisdn, 'المبلغ', '7,500', 'ضريبة القيمة المضافة', 'معفاة', 'المجموع المدفوع', '7,500']);
      const ku = expectPdf(await get('ku'), fileName);
      expectInOrder(ku, [brand.name.ku, 'پسوولەی پارەدان', 'پڕکردنەوەی باڵانسی', msisdn, '7,500', 'باجی بەهای زیادکراو', 'کۆی دراو', '7,500']);
      const en = expectPdf(await get('en'), fileName);
      expectInOrder(en, ['Nour Mobile', 'Payment receipt', `For: recharge of ${msisdn}`, 'Amount: 7,500 IQD', 'VAT 20%: currently exempted (0 IQD)', 'Total paid: 7,500 IQD']);

      expect((await get('en', 'A'.repeat(22))).status).toBe(404);
      expect((await get('en', reference)).status).toBe(400); // the short reference is not enough
    });
  },
);
