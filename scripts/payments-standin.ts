/**
 * npm run payments:standin: local stand-ins of the three payment methods of Iraq (issue 30), each written
 * from its provider's public documentation (lib/server/payments/<method>/standin.ts): the ZainCash-style
 * wallet (ZAINCASH_STANDIN_PORT, 3201), the Qi Card-style 3-D Secure gateway (QICARD_STANDIN_PORT, 3202)
 * and the First Iraqi Bank-style app payment (FIB_STANDIN_PORT, 3203), on 127.0.0.1. Credentials are the
 * portal's own settings when given (ZAINCASH_*, QICARD_*, FIB_*), public demo values otherwise; the
 * script prints the settings that run the portal against them.
 */
import { startFibStandin } from '@/lib/server/payments/fib/standin';
import { startQiCardStandinFromEnv } from '@/lib/server/payments/qicard/standin';
import { startZainCashStandin } from '@/lib/server/payments/zaincash/standin';

/** Public demo values (never a real merchant's). */
const DEMO = {
  zaincash: { clientId: 'nour-demo', clientSecret: 'demo-zaincash-client-secret', apiKey: 'demo-zaincash-api-key-not-for-production' },
  fib: { clientId: 'nour-demo', clientSecret: 'demo-fib-client-secret-not-for-production' },
};

const port = (name: string, fallback: number) => {
  const raw = process.env[name];
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a port number, got "${raw}"`);
  return Number(raw);
};

async function main() {
  const env = process.env;
  const site = (env.SITE_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '');
  const host = env.PAYMENTS_STANDIN_HOST || '127.0.0.1';
  const zaincash = {
    clientId: env.ZAINCASH_CLIENT_ID || DEMO.zaincash.clientId,
    clientSecret: env.ZAINCASH_CLIENT_SECRET || DEMO.zaincash.clientSecret,
    apiKey: env.ZAINCASH_API_KEY || DEMO.zaincash.apiKey,
  };
  const fib = { clientId: env.FIB_CLIENT_ID || DEMO.fib.clientId, clientSecret: env.FIB_CLIENT_SECRET || DEMO.fib.clientSecret };

  const zc = await startZainCashStandin({
    port: port('ZAINCASH_STANDIN_PORT', 3201),
    host,
    ...zaincash,
    // ZainCash sends webhooks to the one notification URL registered with it.
    notificationUrl: `${site}/api/v1/payments/zaincash/callback`,
  });
  const qi = await startQiCardStandinFromEnv(env);
  const fb = await startFibStandin({ port: port('FIB_STANDIN_PORT', 3203), host, ...fib });

  const publicKey = Buffer.from(qi.publicKeyPem).toString('base64');
  console.log(`ZainCash-style wallet on ${zc.url}`);
  console.log(`Qi Card-style gateway on ${qi.url}`);
  console.log(`FIB-style app payment on ${fb.url} (the customer's app: ${fb.url}/app/pay?code=…)`);
  console.log('Run the portal with all three methods:');
  console.log(
    [
      `ZAINCASH_URL=${zc.url} ZAINCASH_CLIENT_ID=${zaincash.clientId} ZAINCASH_CLIENT_SECRET=${zaincash.clientSecret} ZAINCASH_API_KEY=${zaincash.apiKey}`,
      `QICARD_URL=${qi.url} QICARD_USERNAME=${env.QICARD_USERNAME || 'demo-merchant'} QICARD_PASSWORD=${env.QICARD_PASSWORD || 'demo-qicard-password-not-for-production'} QICARD_TERMINAL_ID=${env.QICARD_TERMINAL_ID || '100001'} QICARD_PUBLIC_KEY=${publicKey}`,
      `FIB_URL=${fb.url} FIB_CLIENT_ID=${fib.clientId} FIB_CLIENT_SECRET=${fib.clientSecret}`,
      'npm start',
    ].join(' \\\n  '),
  );

  const stop = async () => {
    await Promise.all([zc.close(), qi.close(), fb.close()]);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
