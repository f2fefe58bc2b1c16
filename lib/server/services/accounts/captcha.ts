/**
 * The sign-in captcha (spec section 5: 6 digits): drawn on the server as an SVG of stroked digit shapes
 * (no text, so the answer is not in the markup) over noise lines, with an accessible alternative, the
 * digits as words in the request's language (design.md section 8). Only an HMAC of the answer is
 * stored; a captcha is good for one check, right or wrong, for 10 minutes.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { CaptchaData } from '@/lib/account-api';
import type { Locale } from '@/lib/locales';
import { limits } from '@/lib/validation/rules';
import { ApiError } from '../../api/errors';
import { getDb } from '../../db';
import { captchas } from '../../db/schema';
import { serverEnv } from '../../env';
import { captchaRequired } from './failures';

export const CAPTCHA_TTL_MINUTES = 10;

const digitWords: Record<Locale, string[]> = {
  ar: ['صفر', 'واحد', 'اثنان', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة'],
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'],
  ku: ['سفر', 'یەک', 'دوو', 'سێ', 'چوار', 'پێنج', 'شەش', 'حەوت', 'هەشت', 'نۆ'],
};

/** The digits read out as words, separated so a screen reader pauses between them. */
export function digitsAsWords(digits: string, lang: Locale): string {
  const separator = lang === 'en' ? ', ' : '، ';
  return [...digits].map((d) => digitWords[lang][Number(d)]).join(separator);
}

/** Reads words of any of the three languages back into digits (tests, and API clients that read aloud). */
export function wordsToDigits(text: string): string {
  const lookup = new Map<string, number>();
  for (const words of Object.values(digitWords)) words.forEach((word, digit) => lookup.set(word, digit));
  return text
    .split(/[,،]\s*/)
    .map((word) => lookup.get(word.trim()))
    .filter((d): d is number => d !== undefined)
    .join('');
}

const hashAnswer = (id: string, answer: string) =>
  createHmac('sha256', serverEnv().APP_SECRET).update(`captcha\n${id}\n${answer}`).digest();

export async function createCaptcha(lang: Locale): Promise<CaptchaData> {
  let answer = '';
  for (let i = 0; i < limits.captchaLength; i++) answer += String(randomInt(10));
  const id = randomBytes(18).toString('base64url');
  const db = await getDb();
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(Date.now() - 3600_000)));
  await db.insert(captchas).values({
    id,
    answerHash: hashAnswer(id, answer).toString('hex'),
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_MINUTES * 60_000),
  });
  const svg = drawCaptcha(answer);
  return {
    id,
    image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    audioText: digitsAsWords(answer, lang),
  };
}

/** Checks an answer and uses the captcha up either way (no second guess on the same picture). */
export async function verifyCaptcha(id: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!id || !answer || id.length > 64) return false;
  const db = await getDb();
  const [row] = await db
    .update(captchas)
    .set({ usedAt: new Date() })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())))
    .returning({ answerHash: captchas.answerHash });
  if (!row) return false;
  const given = hashAnswer(id, answer.trim());
  return timingSafeEqual(Buffer.from(row.answerHash, 'hex'), given);
}

/**
 * Sign-in calls go through this first: after 3 failures for the subject or the IP within an hour, a
 * solved captcha is required (400 with `data.captchaRequired`, and the field error on `captcha`).
 */
export async function assertCaptcha(subject: string, ip: string, given: { captchaId?: string; captcha?: string }): Promise<void> {
  if (!(await captchaRequired(subject, ip))) return;
  if (!given.captchaId || !given.captcha) {
    throw new ApiError(400, 'accountApi.captchaRequired', { data: { captchaRequired: true }, errors: { captcha: 'accountApi.captchaRequired' } });
  }
  if (!(await verifyCaptcha(given.captchaId, given.captcha))) {
    throw new ApiError(400, 'accountApi.captchaWrong', { data: { captchaRequired: true }, errors: { captcha: 'accountApi.captchaWrong' } });
  }
}

// Drawing ---------------------------------------------------------------------------------------------

/** Each digit as polylines on a 10 × 16 grid. */
const glyphs: Record<string, number[][][]> = {
  '0': [[[3, 0], [7, 0], [10, 3], [10, 13], [7, 16], [3, 16], [0, 13], [0, 3], [3, 0]]],
  '1': [[[2, 3], [5, 0], [5, 16]], [[2, 16], [8, 16]]],
  '2': [[[0, 3], [3, 0], [7, 0], [10, 3], [10, 6], [0, 16], [10, 16]]],
  '3': [[[0, 0], [10, 0], [5, 6], [8, 7], [10, 10], [10, 13], [7, 16], [3, 16], [0, 13]]],
  '4': [[[7, 16], [7, 0], [0, 11], [10, 11]]],
  '5': [[[10, 0], [1, 0], [0, 7], [6, 6], [10, 9], [10, 13], [7, 16], [3, 16], [0, 14]]],
  '6': [[[9, 1], [6, 0], [3, 0], [0, 4], [0, 13], [3, 16], [7, 16], [10, 13], [10, 10], [7, 7], [3, 7], [0, 10]]],
  '7': [[[0, 0], [10, 0], [4, 16]], [[3, 8], [8, 8]]],
  '8': [[[5, 7], [2, 6], [1, 3], [3, 0], [7, 0], [9, 3], [8, 6], [5, 7], [1, 9], [0, 13], [3, 16], [7, 16], [10, 13], [9, 9], [5, 7]]],
  '9': [[[1, 15], [4, 16], [7, 16], [10, 12], [10, 3], [7, 0], [3, 0], [0, 3], [0, 6], [3, 9], [7, 9], [10, 6]]],
};

const WIDTH = 200;
const HEIGHT = 64;
// Dark inks on a light ground: at least 4.5:1 against the background, so people can read it.
const INKS = ['#2b1140', '#12355b', '#5b1a1a', '#1d3b1d', '#3a2a00'];
const NOISE = ['#8a7aa0', '#7d93ab', '#a58a8a', '#8aa08a'];

const rand = (min: number, max: number) => min + Math.random() * (max - min);
const r1 = (n: number) => Math.round(n * 10) / 10;

export function drawCaptcha(answer: string): string {
  const parts: string[] = [];
  parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="#f6f3fa"/>`);
  for (let i = 0; i < 4; i++) parts.push(noiseCurve(1.2));
  const slot = WIDTH / (answer.length + 1);
  [...answer].forEach((digit, i) => {
    const scale = rand(2.2, 2.7);
    const cx = slot * (i + 1) + rand(-4, 4);
    const cy = HEIGHT / 2 + rand(-4, 4);
    const angle = rand(-0.35, 0.35);
    const skew = rand(-0.25, 0.25);
    const ink = INKS[Math.floor(Math.random() * INKS.length)];
    const paths = glyphs[digit].map((line) =>
      line
        .map(([x, y], k) => {
          // Centre the glyph, jitter it a little, skew, rotate, scale and place it.
          const gx = x - 5 + rand(-0.5, 0.5) + (y - 8) * skew;
          const gy = y - 8 + rand(-0.5, 0.5);
          const px = cx + scale * (gx * Math.cos(angle) - gy * Math.sin(angle));
          const py = cy + scale * (gx * Math.sin(angle) + gy * Math.cos(angle));
          return `${k === 0 ? 'M' : 'L'}${r1(px)} ${r1(py)}`;
        })
        .join(''),
    );
    parts.push(`<path d="${paths.join('')}" fill="none" stroke="${ink}" stroke-width="${r1(rand(2.6, 3.4))}" stroke-linecap="round" stroke-linejoin="round"/>`);
  });
  for (let i = 0; i < 3; i++) parts.push(noiseCurve(1.6));
  for (let i = 0; i < 40; i++) {
    parts.push(`<circle cx="${r1(rand(0, WIDTH))}" cy="${r1(rand(0, HEIGHT))}" r="${r1(rand(0.6, 1.6))}" fill="${NOISE[i % NOISE.length]}"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

function noiseCurve(width: number): string {
  const colour = NOISE[Math.floor(Math.random() * NOISE.length)];
  const d = `M${r1(rand(-10, 20))} ${r1(rand(0, HEIGHT))}C${r1(rand(40, 80))} ${r1(rand(-20, HEIGHT + 20))} ${r1(rand(120, 160))} ${r1(rand(-20, HEIGHT + 20))} ${r1(rand(180, WIDTH + 10))} ${r1(rand(0, HEIGHT))}`;
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}"/>`;
}
