/**
 * Platinum partners (issue 13 part 3), on the real database: the public partner list, the partner
 * application with real PNG and PDF files (types checked by content), its contact number proven by a
 * code before anything else is sent to it (issue 28), and the editors' review.
 */
import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { LOGO_MAX_BYTES } from '@/lib/platinum';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { getDb } from '@/lib/server/db';
import { auditLog, notifications, otpCodes, outbox, partnerApplications } from '@/lib/server/db/schema';
import { partnerSeed } from '@/lib/server/db/seed/platinum-data';
import { serverTranslator } from '@/lib/server/i18n';
import { partnerLogo, purgeUnverifiedApplications, submitApplication } from '@/lib/server/services/platinum';
import { callApi } from '@/lib/server/testing/api';
import { JPEG, WEBP } from '@/lib/server/testing/files';
import { describeWithDatabase, itRace } from '@/lib/server/testing/db';
import reviewRoute from '@/pages/api/editor/partners/index';
import fileRoute from '@/pages/api/editor/partners/file';
import session from '@/pages/api/editor/session';
import logoRoute from '@/pages/api/v1/platinum/partners/[id]/logo';
import applyRoute from '@/pages/api/v1/platinum/partners/apply';
import confirmRoute from '@/pages/api/v1/platinum/partners/confirm';
import resendRoute from '@/pages/api/v1/platinum/partners/resend';
import partnersRoute from '@/pages/api/v1/platinum/partners/index';

/** A real, valid PNG: `width`×1 pixels, red, with optional padding in a private chunk (to make it big). */
function png(width = 2, padding = 0): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0)]);
  for (let x = 0; x < width; x++) row[1 + x * 3] = 0xff;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(padding ? [chunk('prVt', Buffer.alloc(padding, 0x61))] : []),
    chunk('IDAT', zlib.deflateSync(row)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal real PDF (one empty page). */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

const fields = {
  fullName: 'Layla Hassan',
  shopName: 'Layla Sweets',
  address: 'Karrada Dakhil, street 62',
  governorate: 'baghdad',
  category: 'restaurants',
  discount: '15',
  phone: '07701234567',
  email: 'layla@example.com',
};

type FilePart = { name: string; type: string; data: Buffer };

let nextPhone = 0;
/** A number of its own for each application that uses `fields.phone`: codes to one number are limited per hour. */
const freshPhone = () => `0770${String(5500000 + nextPhone++)}`;

async function apply(values: Record<string, string>, files: { logo?: FilePart; document?: FilePart }, lang = 'en', ip = '192.0.2.10') {
  const phone = values.phone === fields.phone ? freshPhone() : values.phone;
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...values, ...(phone === undefined ? {} : { phone }) })) form.set(k, v);
  for (const [field, file] of Object.entries(files)) if (file) form.set(field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  const reply = await callApi(applyRoute, {
    method: 'POST',
    url: `/api/v1/platinum/partners/apply?lang=${lang}`,
    body,
    headers: { 'content-type': request.headers.get('content-type')!, 'X-Forwarded-For': ip },
  });
  return Object.assign(reply, { phone: phone?.replace(/\s/g, '') ?? '' });
}

/** The last code texted to `phone` for a partner application (the demo outbox keeps it). */
async function codeSentTo(phone: string): Promise<{ code: string; text: string } | undefined> {
  const [sms] = await (await getDb())
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, phone), eq(outbox.purpose, 'partner-apply')))
    .orderBy(desc(outbox.id))
    .limit(1);
  return sms ? { code: sms.code ?? '', text: sms.text } : undefined;
}

const confirm = (applicationId: string, code: string, lang = 'en') =>
  callApi(confirmRoute, { method: 'POST', url: `/x?lang=${lang}`, body: { applicationId, code }, headers: { 'X-Forwarded-For': '192.0.2.40' } });

/** An application sent and its number proven with the code it was texted: pending review. */
async function applyAndConfirm(values: Record<string, string>, files: { logo?: FilePart; document?: FilePart }, lang = 'en', ip = '192.0.2.10') {
  const sent = await apply(values, files, lang, ip);
  expect(sent.status).toBe(201);
  const applicationId: string = sent.json.data.applicationId;
  const confirmed = await confirm(applicationId, (await codeSentTo(sent.phone))!.code, lang);
  expect(confirmed.status).toBe(200);
  return { applicationId, reference: confirmed.json.data.reference as string, phone: sent.phone };
}

const logo = { name: 'logo.png', type: 'image/png', data: png() };
const document = { name: 'licence.pdf', type: 'application/pdf', data: pdf };

async function editorHeaders() {
  const reply = await callApi(session, { method: 'POST', url: '/x?lang=en', body: { email: 'editor@example.com', password: 'Editor#2026pass' } });
  return { cookie: reply.headers.get('set-cookie')?.split(';')[0] ?? '', origin: 'http://localhost:3000' };
}

const partners = (query = '') => callApi(partnersRoute, { url: `/api/v1/platinum/partners?${query}` });

describe('the seeded partners', () => {
  it('has about 12 approved partners across several governorates and every category', () => {
    expect(partnerSeed.length).toBeGreaterThanOrEqual(12);
    expect(new Set(partnerSeed.map((p) => p.governorate)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(partnerSeed.map((p) => p.category))).toEqual(new Set(['restaurants', 'fashion', 'electronics', 'health', 'travel', 'other']));
    expect(partnerSeed.every((p) => p.names.ar && p.names.en && p.names.ku && p.names.ar !== p.names.en)).toBe(true);
  });
});

describeWithDatabase('Platinum partners API', () => {
  beforeEach(() => resetRateLimits());

  it('lists approved partners in the language asked, filtered by governorate and category', async () => {
    const all = await partners('lang=en');
    expect(all.status).toBe(200);
    expect(all.json.data.length).toBeGreaterThanOrEqual(12);
    expect(all.json.data.find((p: { name: string }) => p.name === 'Dijla Restaurants')).toEqual({
      id: expect.any(String),
      name: 'Dijla Restaurants',
      discount: 15,
      category: 'restaurants',
      governorate: { id: 'baghdad', name: 'Baghdad' },
      address: expect.any(String),
      logoUrl: null,
      location: { lat: expect.any(Number), lng: expect.any(Number) },
    });
    const erbil = await partners('lang=ku&governorate=erbil&category=electronics');
    expect(erbil.json.data.map((p: { name: string }) => p.name)).toEqual(['ئەلیکترۆنیاتی عەنکاوە']);
    expect(erbil.json.data[0].governorate).toEqual({ id: 'erbil', name: 'هەولێر' });
    const bad = await partners('lang=ar&category=casino');
    expect(bad.status).toBe(400);
    expect(bad.json.data.errors.category).toBe('اختر فئة.');
  });

  it('accepts an application with a real PNG and PDF, texts a code to its number, and makes it pending with a reference once the code is back', async () => {
    const reply = await apply(fields, { logo, document });
    expect(reply.status).toBe(201);
    expect(reply.json).toMatchObject({ success: true, message: 'We have sent a code to your mobile number.', data: { applicationId: expect.any(String), resendAfter: expect.any(Number), length: 6 } });
    const db = await getDb();
    const [row] = await db.select().from(partnerApplications).where(eq(partnerApplications.id, reply.json.data.applicationId));
    expect(row).toMatchObject({ status: 'pending', logoType: 'image/png', governorate: 'baghdad', discount: 15, contactMsisdn: reply.phone, phoneVerifiedAt: null });
    expect(Buffer.compare(row.logo!, logo.data)).toBe(0);
    expect(Buffer.compare(row.document!, pdf)).toBe(0);
    const sms = await codeSentTo(reply.phone);
    expect(sms?.text).toMatch(/^\d{6} is your Nour Mobile code to confirm your Platinum partner application\./);

    const confirmed = await confirm(row.id, sms!.code);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({ success: true, message: 'Application received.', data: { applicationId: row.id, reference: expect.stringMatching(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/), status: 'pending' } });
    // Pending: not on the map yet, and its logo is not public.
    expect((await partners('lang=en')).json.data.map((p: { id: string }) => p.id)).not.toContain(row.id);
    expect((await callApi(logoRoute, { url: `/x?id=${row.id}` })).status).toBe(404);
  });

  it('refuses files by their content, not their name: a text file named .pdf, a PDF named .png', async () => {
    const fake = await apply(fields, { logo: { name: 'logo.png', type: 'image/png', data: pdf }, document: { name: 'licence.pdf', type: 'application/pdf', data: Buffer.from('just some text, not a PDF') } }, 'ar');
    expect(fake.status).toBe(400);
    expect(fake.json.success).toBe(false);
    expect(fake.json.data.errors).toEqual({
      logo: 'يجب أن يكون الشعار صورة PNG أو JPEG أو WebP (هذا الملف ليس كذلك مهما كان اسمه).',
      document: 'يجب أن يكون المستند ملف PDF (هذا الملف ليس كذلك مهما كان اسمه).',
    });
  });

  it('accepts JPEG and WebP logos by their bytes, whatever their name and declared type', async () => {
    const stored = async (shopName: string, file: FilePart) => {
      const reply = await apply({ ...fields, shopName }, { logo: file, document });
      expect(reply.status).toBe(201);
      const [row] = await (await getDb()).select().from(partnerApplications).where(eq(partnerApplications.id, reply.json.data.applicationId));
      return { type: row.logoType, sameBytes: Buffer.compare(row.logo!, file.data) === 0 };
    };
    expect(await stored('Layla Sweets Jadriya', { name: 'logo.jpg', type: 'image/jpeg', data: JPEG })).toEqual({ type: 'image/jpeg', sameBytes: true });
    expect(await stored('Layla Sweets Mansour', { name: 'logo', type: 'application/octet-stream', data: WEBP })).toEqual({ type: 'image/webp', sameBytes: true });
  });

  it('refuses an HTML page or an SVG (which can carry script) sent as a PNG, with the logo error, storing nothing', async () => {
    const disguised = {
      html: '<!DOCTYPE html><html><body><script>fetch("/api/v1/account/me").then((r) => r.text()).then(alert)</script></body></html>',
      svg: '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><rect width="2" height="1" fill="red"/></svg>',
    };
    for (const [what, content] of Object.entries(disguised)) {
      const fullName = `Disguised ${what} sender`;
      const reply = await apply({ ...fields, fullName }, { logo: { name: 'logo.png', type: 'image/png', data: Buffer.from(content) }, document });
      expect([what, reply.status, reply.json.success, reply.json.data.errors]).toEqual([
        what,
        400,
        false,
        { logo: 'The logo must be a PNG, JPEG or WebP image (this file is not one, whatever its name says).' },
      ]);
      expect(await (await getDb()).select().from(partnerApplications).where(eq(partnerApplications.fullName, fullName))).toEqual([]);
    }
  });

  it('refuses a PNG over 2 MB on the logo field', async () => {
    const big = png(2, LOGO_MAX_BYTES + 10);
    const reply = await apply(fields, { logo: { name: 'big.png', type: 'image/png', data: big }, document }, 'en', '192.0.2.11');
    expect(reply.status).toBe(413);
    expect(reply.json.data.errors).toEqual({ logo: 'The file is too large: at most 2 MB.' });
  });

  it('answers every missing or wrong field at once, in the page language', async () => {
    const reply = await apply({ discount: '95', phone: '12345', governorate: 'atlantis' }, {}, 'ku', '192.0.2.12');
    expect(reply.status).toBe(400);
    const errors = reply.json.data.errors;
    expect(Object.keys(errors).sort()).toEqual(['address', 'category', 'discount', 'document', 'fullName', 'governorate', 'logo', 'phone', 'shopName']);
    expect(errors.discount).toBe('داشکاندنێکی تەواو لە 1% تا 90% بنووسە.');
    expect(errors.logo).toBe('لۆگۆی کارەکەت زیاد بکە.');
    expect(errors.document).toBe('بەڵگەنامەیەکی پشتگیری زیاد بکە.');
  });

  itRace('10 parallel applications from a number with 4 unproven ones today: exactly 1 more is taken (5 a day), one code is texted', async () => {
    const phone = freshPhone();
    const db = await getDb();
    // Sent 2 hours ago: within the day, but their codes no longer count toward the hourly code limit.
    const earlier = new Date(Date.now() - 2 * 3600_000);
    const same = (v: string) => ({ ar: v, en: v, ku: v });
    await db.insert(partnerApplications).values(
      Array.from({ length: 4 }, () => ({
        id: randomUUID(),
        fullName: fields.fullName,
        names: same(fields.shopName),
        addresses: same(fields.address),
        governorate: 'baghdad',
        category: 'restaurants' as const,
        discount: 15,
        contactMsisdn: phone,
        lang: 'en',
        createdAt: earlier,
      })),
    );

    // The service, called 10 times at once as 10 servers behind the load balancer would: one process's
    // API handler reads each multipart body first, which spaces the requests out.
    const input = { ...fields, category: 'restaurants' as const, discount: 15, email: null, logo: { data: logo.data, type: 'image/png' as const }, document: { data: pdf, fileName: 'licence.pdf' }, lang: 'en' as const, phone };
    // Ten connections open first (PostgreSQL's pool opens them lazily, which would space the calls out too).
    await Promise.all(Array.from({ length: 10 }, () => db.execute(sql`select 1`)));
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => submitApplication(input, { lang: 'en', t: serverTranslator('en'), deviceId: null, ip: `192.0.2.${100 + i}` })),
    );

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const refused of results.filter((r) => r.status === 'rejected')) {
      expect(refused.reason).toMatchObject({ status: 429, messageKey: 'errors.tooManyCodes' });
    }
    const [unproven] = await db
      .select({ n: count() })
      .from(partnerApplications)
      .where(and(eq(partnerApplications.contactMsisdn, phone), isNull(partnerApplications.phoneVerifiedAt)));
    expect(unproven.n).toBe(5);
    const [texted] = await db.select({ n: count() }).from(outbox).where(and(eq(outbox.to, phone), eq(outbox.purpose, 'partner-apply')));
    expect(texted.n).toBe(1);
  });

  it('limits applications per IP', async () => {
    let last = 0;
    for (let i = 0; i < 6; i++) last = (await apply({}, {}, 'en', '192.0.2.13')).status;
    expect(last).toBe(429);
  });
});

describeWithDatabase('editors review partner applications', () => {
  beforeEach(() => resetRateLimits());

  it('needs an editor session for the list, the files and the decisions', async () => {
    expect((await callApi(reviewRoute, { url: '/api/editor/partners?lang=en' })).status).toBe(401);
    expect((await callApi(fileRoute, { url: `/x?id=${partnerSeed[0].id}&kind=document` })).status).toBe(401);
    const decide = await callApi(reviewRoute, { method: 'POST', url: '/x?lang=en', body: { id: partnerSeed[0].id, decision: 'rejected', reason: 'x' } });
    expect(decide.status).toBe(401);
  });

  it('approves an application: it appears on the map with its logo, the applicant is told, and it is audited', async () => {
    // The demo line's own number: its account gets the in-app notification too.
    const sent = await applyAndConfirm({ ...fields, shopName: 'Approved Sweets', phone: '0770 123 4567' }, { logo, document }, 'en', '192.0.2.20');
    const id = sent.applicationId;
    const headers = await editorHeaders();

    const list = await callApi(reviewRoute, { url: '/api/editor/partners?lang=en', headers });
    expect(list.status).toBe(200);
    expect(list.json.data[0]).toMatchObject({ status: 'pending' });
    expect(list.json.data.find((a: { id: string }) => a.id === id)).toMatchObject({ shopName: 'Approved Sweets', hasLogo: true, hasDocument: true });

    const pdfFile = await callApi(fileRoute, { url: `/x?id=${id}&kind=document`, headers });
    expect(pdfFile.status).toBe(200);
    expect(pdfFile.headers.get('content-type')).toBe('application/pdf');
    expect(pdfFile.headers.get('x-content-type-options')).toBe('nosniff');
    expect(pdfFile.headers.get('content-disposition')).toBe(`attachment; filename="${sent.reference}.pdf"`);
    expect(pdfFile.json).toMatch(/^%PDF-/);

    const approve = await callApi(reviewRoute, { method: 'POST', url: '/x?lang=en', headers, body: { id, decision: 'approved' } });
    expect(approve.status).toBe(200);
    expect(approve.json).toMatchObject({ message: 'Application approved.', data: { status: 'approved', reviewedBy: 'editor@example.com' } });

    const onMap = (await partners('lang=en&governorate=baghdad')).json.data.find((p: { id: string }) => p.id === id);
    expect(onMap).toMatchObject({ name: 'Approved Sweets', discount: 15, category: 'restaurants', logoUrl: `/api/v1/platinum/partners/${id}/logo` });
    // No coordinates given: the pin is at the governorate's centre.
    expect(onMap.location).toEqual({ lat: 33.315, lng: 44.366 });

    const image = await callApi(logoRoute, { url: `/x?id=${id}` });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(Number(image.headers.get('content-length'))).toBe(logo.data.length);
    expect(Buffer.compare((await partnerLogo(id))!.data, logo.data)).toBe(0);

    const db = await getDb();
    const messages = await db.select().from(outbox).where(eq(outbox.purpose, 'partner-decision'));
    expect(messages.filter((m) => m.channel === 'sms' && m.to === sent.phone && m.text.includes('Approved Sweets'))).toHaveLength(1);
    expect(messages.filter((m) => m.channel === 'email' && m.to === 'layla@example.com')).toHaveLength(1);
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'partner-approve'));
    expect(audits.map((a) => a.detail.applicationId)).toContain(id);
    const notes = await db.select().from(notifications).where(eq(notifications.reference, `partner:${id}:approved`));
    expect(notes).toHaveLength(1);

    // Decided once: a second decision is refused and sends nothing more.
    const again = await callApi(reviewRoute, { method: 'POST', url: '/x?lang=en', headers, body: { id, decision: 'rejected', reason: 'Changed my mind' } });
    expect(again.status).toBe(409);
    expect(await db.select().from(outbox).where(and(eq(outbox.purpose, 'partner-decision'), eq(outbox.channel, 'sms'), eq(outbox.to, sent.phone)))).toHaveLength(1);
  });

  it('serves a document uploaded as invoice.html as <reference>.pdf, an attachment of type PDF with nosniff', async () => {
    // A real PDF (the upload checks the bytes) that is also a page with a script, named .html.
    const polyglot = Buffer.concat([pdf, Buffer.from('<html><script>alert(document.domain)</script></html>\n', 'latin1')]);
    const sent = await applyAndConfirm({ ...fields, shopName: 'Polyglot Shop' }, { logo, document: { name: 'invoice.html', type: 'text/html', data: polyglot } }, 'en', '192.0.2.21');
    const headers = await editorHeaders();
    const file = await callApi(fileRoute, { url: `/x?id=${sent.applicationId}&kind=document`, headers });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${sent.reference}.pdf"`);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(Buffer.compare(file.bytes, polyglot)).toBe(0);
    // The logo too is named after the reference and its checked type, not the uploaded name.
    const image = await callApi(fileRoute, { url: `/x?id=${sent.applicationId}&kind=logo`, headers });
    expect(image.headers.get('content-disposition')).toBe(`inline; filename="${sent.reference}-logo.png"`);
  });

  it('an unproven contact number gets nothing but its code: no review, no decision, no message; a wrong code counts, a new one can be asked', async () => {
    const sent = await apply({ ...fields, shopName: 'Unproven Sweets', phone: '0770 555 0199' }, { logo, document }, 'en', '192.0.2.23');
    expect(sent.status).toBe(201);
    const id: string = sent.json.data.applicationId;
    const db = await getDb();
    const textsTo = async () => (await db.select().from(outbox).where(eq(outbox.to, '07705550199'))).map((m) => m.purpose);
    expect(await textsTo()).toEqual(['partner-apply']);

    // The editors do not see it, cannot decide it nor open its files; nothing more goes to the number.
    const headers = await editorHeaders();
    expect((await callApi(reviewRoute, { url: '/api/editor/partners?lang=en', headers })).json.data.map((a: { id: string }) => a.id)).not.toContain(id);
    expect((await callApi(reviewRoute, { method: 'POST', url: '/x?lang=en', headers, body: { id, decision: 'approved' } })).status).toBe(404);
    expect((await callApi(fileRoute, { url: `/x?id=${id}&kind=document`, headers })).status).toBe(404);
    expect(await textsTo()).toEqual(['partner-apply']);

    // A wrong code says so, with the tries left, in the page language.
    const right = (await codeSentTo('07705550199'))!.code;
    const wrong = await confirm(id, right === '000000' ? '111111' : '000000', 'ar');
    expect(wrong.status).toBe(400);
    expect(wrong.json.data).toMatchObject({ triesLeft: 4, errors: { code: expect.any(String) } });
    // Too soon for a new code, then a new one (the old one no longer works).
    const early = await callApi(resendRoute, { method: 'POST', url: '/x?lang=en', body: { applicationId: id } });
    expect(early.status).toBe(429);
    await db.update(otpCodes).set({ createdAt: new Date(Date.now() - 120_000) }).where(and(eq(otpCodes.subject, '07705550199'), eq(otpCodes.purpose, 'partner-apply')));
    const again = await callApi(resendRoute, { method: 'POST', url: '/x?lang=en', body: { applicationId: id } });
    expect(again.status).toBe(200);
    expect(again.json.data).toMatchObject({ applicationId: id, resendAfter: expect.any(Number) });
    const second = (await codeSentTo('07705550199'))!.code;
    if (second !== right) expect((await confirm(id, right)).status).toBe(400);
    const confirmed = await confirm(id, second);
    expect(confirmed.status).toBe(200);
    // Proven: reviewed like any other; a second confirmation finds nothing waiting.
    expect((await callApi(reviewRoute, { url: '/api/editor/partners?lang=en', headers })).json.data.map((a: { id: string }) => a.id)).toContain(id);
    expect((await confirm(id, second)).json.message).toBe('This application is no longer waiting for a code. Send the form again.');
  });

  it('forgets applications whose number was never proven, a day later', async () => {
    const sent = await apply({ ...fields, shopName: 'Forgotten Sweets' }, { logo, document }, 'en', '192.0.2.24');
    const proven = await applyAndConfirm({ ...fields, shopName: 'Kept Sweets' }, { logo, document }, 'en', '192.0.2.24');
    const db = await getDb();
    const exists = async (id: string) => (await db.select({ id: partnerApplications.id }).from(partnerApplications).where(eq(partnerApplications.id, id))).length;
    await purgeUnverifiedApplications(new Date());
    expect(await exists(sent.json.data.applicationId)).toBe(1);
    await purgeUnverifiedApplications(new Date(Date.now() + 25 * 3600_000));
    expect(await exists(sent.json.data.applicationId)).toBe(0);
    expect(await exists(proven.applicationId)).toBe(1);
  });

  it('rejects only with a reason, which the applicant receives; the partner stays off the map', async () => {
    const sent = await applyAndConfirm({ ...fields, shopName: 'Rejected Sweets', email: '', phone: '0750 123 4567' }, { logo, document }, 'ar', '192.0.2.21');
    const id = sent.applicationId;
    const headers = await editorHeaders();
    const noReason = await callApi(reviewRoute, { method: 'POST', url: '/x?lang=en', headers, body: { id, decision: 'rejected', reason: '  ' } });
    expect(noReason.status).toBe(400);
    expect(noReason.json.data.errors.reason).toBe('Give the reason for rejecting the application: it is sent to the applicant.');

    const reject = await callApi(reviewRoute, { method: 'POST', url: '/x?lang=en', headers, body: { id, decision: 'rejected', reason: 'The discount must apply to every product.' } });
    expect(reject.status).toBe(200);
    expect(reject.json.data).toMatchObject({ status: 'rejected', rejectReason: 'The discount must apply to every product.' });
    expect((await partners('lang=en')).json.data.map((p: { id: string }) => p.id)).not.toContain(id);

    const db = await getDb();
    const sms = await db.select().from(outbox).where(and(eq(outbox.purpose, 'partner-decision'), eq(outbox.to, '07501234567')));
    // In the language of the application (Arabic), with the reason.
    expect(sms.map((m) => m.text)).toEqual([expect.stringContaining('The discount must apply to every product.')]);
    expect(sms[0].text).toContain('نور موبايل');
    expect(await db.select().from(auditLog).where(eq(auditLog.action, 'partner-reject'))).not.toHaveLength(0);
  });

  it('lets only one of two editors deciding at once win', async () => {
    const sent = await applyAndConfirm({ ...fields, shopName: 'Race Sweets', email: '' }, { logo, document }, 'en', '192.0.2.22');
    const id = sent.applicationId;
    const headers = await editorHeaders();
    const replies = await Promise.all([
      callApi(reviewRoute, { method: 'POST', url: '/x?lang=en', headers, body: { id, decision: 'approved' } }),
      callApi(reviewRoute, { method: 'POST', url: '/x?lang=en', headers, body: { id, decision: 'rejected', reason: 'No' } }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const db = await getDb();
    const sms = await db.select().from(outbox).where(and(eq(outbox.purpose, 'partner-decision'), eq(outbox.channel, 'sms')));
    expect(sms.filter((m) => m.text.includes('Race Sweets'))).toHaveLength(1);
    const audits = (await db.select().from(auditLog)).filter((a) => a.detail.applicationId === id);
    expect(audits).toHaveLength(1);
  });
});
