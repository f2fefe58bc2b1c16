/**
 * The demo payment provider (design.md section 6), standing in for a real provider's own server: the
 * only place a card number is seen (and nothing of it is stored or logged). It checks the test card,
 * then tells our callback the result server to server, signed like a real provider would
 * (./signature.ts), and answers where the payer goes next.
 *
 * Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined; any other number is
 * refused as invalid (400).
 */
import type { Locale } from '@/lib/locales';
import { ApiError, notFound } from '../../api/errors';
import { serverEnv } from '../../env';
import { logger } from '../../logger';
import { serverPort } from '../../server-port';
import { confirmationPath, findPayment } from './index';
import { SIGNATURE_HEADER, signPayload } from './signature';

export const TEST_CARDS: Record<string, 'succeeded' | 'declined'> = {
  '4242424242424242': 'succeeded',
  '4000000000000002': 'declined',
};

export interface CardInput {
  cardNumber: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

export interface CallbackDelivery {
  body: string;
  signature: string;
  lang: Locale;
}

/** Sends the signed callback; answers the callback's HTTP status and JSON body. */
export type CallbackTransport = (delivery: CallbackDelivery) => Promise<{ status: number; json: unknown }>;

const httpTransport: CallbackTransport = async ({ body, signature, lang }) => {
  const port = serverPort() ?? Number(process.env.PORT ?? 3000);
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/payments/callback?lang=${lang}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, json: await response.json().catch(() => null) };
};

let transport: CallbackTransport = httpTransport;

/** Tests route the callback to the handler under test (undefined restores HTTP to this server). */
export function setCallbackTransportForTests(replacement: CallbackTransport | undefined): void {
  transport = replacement ?? httpTransport;
}

function expiryInFuture(expiry: string, now = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

/** Checks the card like a provider would; the verdict, or a 400 with the fields that are wrong. */
export function checkTestCard(card: CardInput): 'succeeded' | 'declined' {
  const errors: Record<string, string> = {};
  const verdict = TEST_CARDS[card.cardNumber.replace(/[\s-]/g, '')];
  if (!verdict) errors.cardNumber = 'core.payment.testCard';
  if (!expiryInFuture(card.expiry)) errors.expiry = 'core.payment.expiry';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'core.payment.cvc';
  if (Object.keys(errors).length > 0) throw new ApiError(400, 'errors.badRequest', { errors });
  return verdict!;
}

const ATTEMPTS = 3;

/**
 * POST /api/dev/payment-provider/{orderId}/pay: the payer submitted the card on the demo page. The
 * answer says where to send the payer (the confirmation page) and the payment's status there.
 */
export async function payWithTestCard(orderId: string, card: CardInput, lang: Locale): Promise<{ status: string; redirectUrl: string }> {
  if (!serverEnv().demoMode) throw notFound();
  const payment = await findPayment(orderId);
  if (!payment) throw notFound();
  if (payment.status !== 'pending') {
    throw new ApiError(400, 'core.payment.done', { data: { status: payment.status, redirectUrl: confirmationPath(payment.id, lang) } });
  }
  const verdict = checkTestCard(card);

  const body = JSON.stringify({ orderId: payment.id, status: verdict });
  const signature = signPayload(body);
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const reply = await transport({ body, signature, lang });
      const data = (reply.json as { data?: { status?: string; redirectUrl?: string } } | null)?.data;
      if (reply.status < 300 && data?.redirectUrl) return { status: data.status ?? verdict, redirectUrl: data.redirectUrl };
      logger.warn({ orderId, attempt, status: reply.status }, 'payment callback refused');
      if (reply.status < 500) break;
    } catch (error) {
      logger.warn({ orderId, attempt, err: (error as Error).message }, 'payment callback failed');
    }
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
  // Like a real provider, the result is known but not yet confirmed by the shop: the payer sees the
  // pending order on the confirmation page.
  return { status: 'pending', redirectUrl: confirmationPath(payment.id, lang) };
}
