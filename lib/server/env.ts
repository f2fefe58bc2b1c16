/** Server environment, validated once with zod. README lists every variable. */
import { z } from 'zod';

const list = z
  .string()
  .optional()
  .transform((v) => (v ? v.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean) : []));

/** Secrets known to the public (they are in this repository): never accepted outside demo mode. */
export const DEMO_APP_SECRET = 'demo-secret-not-for-production';
const DEMO_WEBHOOK_SECRET = 'demo-webhook-secret-not-for-production';
const DEMO_SSO_SECRET = 'demo-sso-secret-not-for-production-0000';
/** Demo keys the partner servers present when redeeming a sign-on token (POST /api/v1/sso/verify). */
export const DEMO_SSO_KEYS = { mall: 'demo-mall-sso-key-not-for-production-00', 'partner-world': 'demo-partner-world-sso-key-not-for-prod' } as const;
/** The seeded editor's password in demo mode (README); refused as EDITOR_PASSWORD outside it. */
export const DEMO_EDITOR_PASSWORD = 'Editor#2026pass';

/** A base path of one TMF API: starts with `/`, no query. */
const tmfPath = z.string().regex(/^\/[^?#\s]*$/, { error: 'must be a path starting with /' });

/** The BSS in a box (`npm run bss`) in demo mode: its address and the public demo credentials it accepts (PROFILE.md, "Security"). */
export const DEMO_TMF = {
  baseUrl: 'http://127.0.0.1:3100',
  clientId: 'portal',
  clientSecret: 'demo-tmf-client-secret-not-for-production',
  listenerSecret: 'demo-tmf-listener-secret-not-for-production',
} as const;

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z.string().url().optional(),
  SITE_URL: z.string().url().optional(),
  /** The port `npm start` serves on; in demo mode SITE_URL defaults to http://localhost:PORT, so SMS and e-mail links reach this server. */
  PORT: z.string().regex(/^\d{1,5}$/).optional(),
  DEMO_MODE: z.enum(['true', 'false']).optional(),
  /** The operator's SM-DP+ server, the address part of eSIM activation codes (`LPA:1$<address>$<matching id>`). */
  ESIM_SMDP_ADDRESS: z
    .string()
    .regex(/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/)
    .default('smdp.nour.iq'),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  /**
   * How SMS leave (lib/server/messaging): the demo outbox table, the HTTP gateway above, or SMPP to the
   * operator's SMSC. Default: outbox in demo mode, else http.
   */
  SMS_TRANSPORT: z.enum(['outbox', 'http', 'smpp']).optional(),
  /** The SMSC bind: smpp://system_id:password@host:2775, or smpps:// for TLS (port 3550 by default). */
  SMPP_URL: z
    .string()
    .regex(/^smpps?:\/\/[^:@/]+:[^@/]+@[^/]+/, { error: 'must be smpp://system_id:password@host:port (or smpps://)' })
    .optional(),
  /** The sender shown on phones: a short code (digits) or an alphanumeric name (up to 11 characters). */
  SMPP_SOURCE_ADDR: z.string().regex(/^(\d{1,15}|[A-Za-z0-9 ]{1,11})$/, { error: 'a short code or up to 11 letters and digits' }).optional(),
  /** Submits per second on our bind (the SMSC's window; it answers ESME_RTHROTTLED above it). */
  SMPP_MAX_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(10),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Operator <no-reply@example.com>'),
  /** Addresses of the operator's gateway allowed to send the MSISDN header (quick login). */
  MSISDN_GATEWAY_IPS: list,
  MSISDN_HEADER: z.string().default('x-msisdn'),
  /** Key of one-time-code hashes, card and voucher HMACs and signed tokens; a fixed value in demo mode only. */
  APP_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /** Key shared with the payment provider for its signed callbacks (not APP_SECRET: a leak of one is not a leak of both). */
  PAYMENT_WEBHOOK_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /** Key of the partner sign-on tokens (mobile mall, partner world); its own key, so partners may be given it. */
  SSO_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /** Sign-on addresses of the partner sites; `?token=` is added. Demo mode: the demo partner page. */
  MALL_SSO_URL: z.string().url().optional(),
  PARTNER_WORLD_SSO_URL: z.string().url().optional(),
  /**
   * What each partner's server sends as `Authorization: Bearer …` to redeem a token, so only that
   * partner learns who arrived (a token alone is not enough). Required with the site's address.
   */
  MALL_SSO_KEY: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  PARTNER_WORLD_SSO_KEY: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /**
   * Proxies in front of the server whose X-Forwarded-For entries are believed: a hop count ("1"),
   * a comma-separated list of proxy addresses, or "false"/unset (the socket address is the client).
   */
  TRUST_PROXY: z.string().optional(),
  /** Operator-core fault injection (tests, chaos drills): latency ms, timeout and error rates 0..1. */
  CORE_FAULT_LATENCY_MS: z.coerce.number().int().min(0).default(0),
  CORE_FAULT_TIMEOUT_RATE: z.coerce.number().min(0).max(1).default(0),
  CORE_FAULT_ERROR_RATE: z.coerce.number().min(0).max(1).default(0),
  /** Share 0..1 of core calls whose answer is lost after the core applied them (a timeout after the charge). */
  CORE_FAULT_LOST_ANSWER_RATE: z.coerce.number().min(0).max(1).default(0),
  CORE_TIMEOUT_MS: z.coerce.number().int().min(1).default(5000),
  PAYMENT_PROVIDER_URL: z.string().url().optional(),
  /**
   * Payment methods of Iraq (issue 30; lib/server/payments/<method>/, README "Payment methods"). Each is
   * on only when its address is given, and then all of its settings must be (refused at start otherwise).
   */
  ZAINCASH_URL: z.string().url().optional(),
  ZAINCASH_CLIENT_ID: z.string().min(1).optional(),
  ZAINCASH_CLIENT_SECRET: z.string().min(1).optional(),
  /** Signs (HS256) the JWT of the payer's return and of the webhook. */
  ZAINCASH_API_KEY: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  ZAINCASH_SERVICE_TYPE: z.string().min(1).max(60).default('Nour Mobile'),
  QICARD_URL: z.string().url().optional(),
  QICARD_USERNAME: z.string().min(1).optional(),
  QICARD_PASSWORD: z.string().min(1).optional(),
  QICARD_TERMINAL_ID: z.string().min(1).optional(),
  /** The terminal's RSA public key (PEM, or its base64) that verifies the webhook's X-Signature. */
  QICARD_PUBLIC_KEY: z.string().min(1).optional(),
  FIB_URL: z.string().url().optional(),
  FIB_CLIENT_ID: z.string().min(1).optional(),
  FIB_CLIENT_SECRET: z.string().min(1).optional(),
  /** Time limit of each call to a payment provider. */
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  /** Which operator core every money flow calls (lib/server/core): the embedded demo core, or a BSS over TM Forum Open APIs. */
  OPERATOR_CORE: z.enum(['embedded', 'tmf']).default('embedded'),
  /** The BSS (lib/server/core/tmf/PROFILE.md). Demo mode: the BSS in a box (`npm run bss`, port 3100). */
  TMF_BASE_URL: z.string().url().optional(),
  /** Each API's base path under TMF_BASE_URL (PROFILE.md, "Base paths"). */
  TMF_654_PATH: tmfPath.default('/tmf-api/prepayBalanceManagement/v4'),
  TMF_620_PATH: tmfPath.default('/tmf-api/productCatalogManagement/v4'),
  TMF_622_PATH: tmfPath.default('/tmf-api/productOrderingManagement/v4'),
  TMF_637_PATH: tmfPath.default('/tmf-api/productInventory/v4'),
  TMF_678_PATH: tmfPath.default('/tmf-api/customerBillManagement/v4'),
  TMF_676_PATH: tmfPath.default('/tmf-api/paymentManagement/v4'),
  TMF_635_PATH: tmfPath.default('/tmf-api/usageManagement/v4'),
  /** OAuth2 client credentials (default `<TMF_BASE_URL>/oauth/token`). */
  TMF_TOKEN_URL: z.string().url().optional(),
  TMF_CLIENT_ID: z.string().min(1).optional(),
  TMF_CLIENT_SECRET: z.string().min(1).optional(),
  /** What the BSS sends as `Authorization: Bearer …` with its events to our listener. */
  TMF_LISTENER_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  REDIRECT_ALLOWLIST: list,
  /**
   * Reserved for a tile server (`https://tiles.example.com/{z}/{x}/{y}.png`) behind the shop and partner
   * maps. Not used yet: the maps are the built-in SVG of Iraq (ui/IraqMap.tsx), which needs no outside service.
   */
  MAP_TILES_URL: z.string().optional(),
  /** `always`: the live chat's care desk is staffed round the clock (default: lib/care-hours.ts, Baghdad time). */
  CARE_HOURS: z.enum(['always', 'baghdad']).default('baghdad'),
  RATE_LIMIT_STORE: z.enum(['memory', 'postgres', 'redis']).default('memory'),
  REDIS_URL: z.string().url().optional(),
  /**
   * Bearer token GET /api/metrics asks for (Prometheus' `authorization` setting). Outside demo mode the
   * metrics are off (404) without it; in demo mode they are open unless it is set.
   */
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  /**
   * On SIGTERM a server stops taking connections and gives the requests in flight and a running job this
   * long to finish, then closes its pools and exits (lib/server/shutdown.ts). Below the orchestrator's
   * kill timeout (30 s is usual), which must leave up to 4 s more for closing.
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  EDITOR_PASSWORD: z.string().optional(),
  /** `builder`: a page not in our database is looked up in Builder.io's Content API (README, "Builder.io as a content source"). */
  CONTENT_SOURCE: z.enum(['database', 'builder']).default('database'),
  /** Builder's public API key (read-only content); never logged. */
  BUILDER_API_KEY: z.string().optional(),
  BUILDER_MODEL: z.string().regex(/^[a-zA-Z0-9_-]+$/).default('page'),
  /** Sent by Builder's publish webhook as `x-builder-secret` (set as a custom header in Builder). */
  BUILDER_WEBHOOK_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  /** Where the Content API is (tests point it at a local stand-in). */
  BUILDER_API_URL: z.string().url().default('https://cdn.builder.io'),
  /** Each Content API call gives up after this long (then once more, then the cached page is served). */
  BUILDER_TIMEOUT_MS: z.coerce.number().int().min(1).default(4000),
  /** Copying a page's images and videos from Builder's CDN gives up after this long in all (the rest is tried at the next refresh). */
  BUILDER_MEDIA_TIMEOUT_MS: z.coerce.number().int().min(1).default(20000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ServerEnv = Omit<z.infer<typeof schema>, 'SITE_URL' | 'SMS_TRANSPORT' | 'TMF_BASE_URL' | 'TMF_TOKEN_URL' | 'TMF_CLIENT_ID' | 'TMF_CLIENT_SECRET' | 'TMF_LISTENER_SECRET'> & {
  demoMode: boolean;
  SITE_URL: string;
  /** SMS_TRANSPORT resolved: given, else outbox in demo mode and http outside it. */
  SMS_TRANSPORT: 'outbox' | 'http' | 'smpp';
  APP_SECRET: string;
  PAYMENT_WEBHOOK_SECRET: string;
  /** '' outside demo mode when no partner sign-on is configured (the sign-on routes then say it is unavailable). */
  SSO_SECRET: string;
  /** '' when the site's partner is not configured (its tokens cannot be redeemed through the API). */
  MALL_SSO_KEY: string;
  PARTNER_WORLD_SSO_KEY: string;
  /** Cookies carry Secure and the __Host- prefix (every real deployment, whatever SITE_URL says). */
  secureCookies: boolean;
  /** The BSS of OPERATOR_CORE=tmf: given, or in demo mode the BSS in a box and its demo credentials. */
  TMF_BASE_URL: string;
  TMF_TOKEN_URL: string;
  TMF_CLIENT_ID: string;
  TMF_CLIENT_SECRET: string;
  TMF_LISTENER_SECRET: string;
};

let cached: ServerEnv | undefined;

function isLocalUrl(url: string | undefined): boolean {
  if (!url) return true;
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.localhost');
}

/**
 * Which production settings are given (design.md section 6): any of them without DEMO_MODE=true means a
 * real deployment. The embedded `npm start` of a fresh checkout sets none.
 */
export function productionSettings(e: z.infer<typeof schema>): string[] {
  const given: string[] = [];
  if (e.DATABASE_URL) given.push('DATABASE_URL');
  if (e.APP_SECRET) given.push('APP_SECRET');
  if (!isLocalUrl(e.SITE_URL)) given.push('SITE_URL');
  // A BSS on this machine (the BSS in a box) keeps demo mode; a BSS elsewhere is a real deployment.
  if (!isLocalUrl(e.TMF_BASE_URL)) given.push('TMF_BASE_URL');
  // Likewise the payment methods' stand-ins (`npm run payments:standin`) and an SMSC on this machine.
  for (const name of ['ZAINCASH_URL', 'QICARD_URL', 'FIB_URL', 'SMPP_URL'] as const) if (!isLocalUrl(e[name])) given.push(name);
  for (const name of ['SMS_GATEWAY_URL', 'PAYMENT_PROVIDER_URL', 'SMTP_URL', 'PAYMENT_WEBHOOK_SECRET', 'MALL_SSO_URL', 'PARTNER_WORLD_SSO_URL', 'SSO_SECRET', 'MALL_SSO_KEY', 'PARTNER_WORLD_SSO_KEY'] as const) {
    if (e[name]) given.push(name);
  }
  return given;
}

/** The BSS settings with their demo-mode defaults ('' outside demo mode when not given: OPERATOR_CORE=tmf then refused to start above). */
function tmfSettings(e: z.infer<typeof schema>, demoMode: boolean) {
  const baseUrl = e.TMF_BASE_URL ?? (demoMode ? DEMO_TMF.baseUrl : '');
  return {
    TMF_BASE_URL: baseUrl,
    TMF_TOKEN_URL: e.TMF_TOKEN_URL ?? (baseUrl ? `${baseUrl.replace(/\/+$/, '')}/oauth/token` : ''),
    TMF_CLIENT_ID: e.TMF_CLIENT_ID ?? (demoMode ? DEMO_TMF.clientId : ''),
    TMF_CLIENT_SECRET: e.TMF_CLIENT_SECRET ?? (demoMode ? DEMO_TMF.clientSecret : ''),
    TMF_LISTENER_SECRET: e.TMF_LISTENER_SECRET ?? (demoMode ? DEMO_TMF.listenerSecret : ''),
  };
}

/** The settings a payment method needs once its address is given (issue 30): what is missing. */
export function paymentMethodGaps(e: z.infer<typeof schema>): string[] {
  const needs = {
    ZAINCASH_URL: ['ZAINCASH_CLIENT_ID', 'ZAINCASH_CLIENT_SECRET', 'ZAINCASH_API_KEY'],
    QICARD_URL: ['QICARD_USERNAME', 'QICARD_PASSWORD', 'QICARD_TERMINAL_ID', 'QICARD_PUBLIC_KEY'],
    FIB_URL: ['FIB_CLIENT_ID', 'FIB_CLIENT_SECRET'],
  } as const;
  const missing: string[] = [];
  for (const [address, settings] of Object.entries(needs) as Array<[keyof typeof needs, readonly (keyof typeof e)[]]>) {
    if (e[address]) for (const name of settings) if (!e[name]) missing.push(`${name} (for ${address})`);
  }
  return missing;
}

export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const demoMode = e.DEMO_MODE ? e.DEMO_MODE === 'true' : productionSettings(e).length === 0;
  const incomplete = paymentMethodGaps(e);
  if (incomplete.length > 0) throw new Error(`A payment method is configured only in part; missing: ${incomplete.join(', ')}`);
  if (!demoMode) {
    // A real deployment: refuse to start rather than run with a public secret or a missing outside system.
    const missing: string[] = [];
    if (!e.APP_SECRET) missing.push('APP_SECRET (32+ random characters)');
    if (!e.PAYMENT_WEBHOOK_SECRET) missing.push('PAYMENT_WEBHOOK_SECRET (shared with the payment provider)');
    if (!e.SITE_URL) missing.push('SITE_URL (the public https origin)');
    if (e.SMS_TRANSPORT === 'smpp') {
      if (!e.SMPP_URL) missing.push('SMPP_URL (the SMSC bind, for SMS_TRANSPORT=smpp)');
      if (!e.SMPP_SOURCE_ADDR) missing.push('SMPP_SOURCE_ADDR (the sender, for SMS_TRANSPORT=smpp)');
    } else if (e.SMS_TRANSPORT === 'outbox') {
      missing.push('SMS_TRANSPORT http or smpp (the outbox sends nothing: demo mode only)');
    } else if (!e.SMS_GATEWAY_URL) missing.push('SMS_GATEWAY_URL (codes cannot be sent otherwise), or SMS_TRANSPORT=smpp with SMPP_URL');
    if ((e.MALL_SSO_URL || e.PARTNER_WORLD_SSO_URL) && !e.SSO_SECRET) missing.push('SSO_SECRET (32+ random characters, for MALL_SSO_URL / PARTNER_WORLD_SSO_URL)');
    if (e.MALL_SSO_URL && !e.MALL_SSO_KEY) missing.push("MALL_SSO_KEY (32+ random characters, the mall server's key for /api/v1/sso/verify)");
    if (e.PARTNER_WORLD_SSO_URL && !e.PARTNER_WORLD_SSO_KEY) missing.push("PARTNER_WORLD_SSO_KEY (32+ random characters, the partner world server's key for /api/v1/sso/verify)");
    if (e.OPERATOR_CORE === 'tmf') {
      if (!e.TMF_BASE_URL) missing.push('TMF_BASE_URL (the BSS address, for OPERATOR_CORE=tmf)');
      if (!e.TMF_CLIENT_ID) missing.push('TMF_CLIENT_ID (OAuth2 client of the BSS, for OPERATOR_CORE=tmf)');
      if (!e.TMF_CLIENT_SECRET) missing.push('TMF_CLIENT_SECRET (OAuth2 client secret of the BSS, for OPERATOR_CORE=tmf)');
    }
    if (
      e.APP_SECRET === DEMO_APP_SECRET ||
      e.PAYMENT_WEBHOOK_SECRET === DEMO_WEBHOOK_SECRET ||
      e.SSO_SECRET === DEMO_SSO_SECRET ||
      e.MALL_SSO_KEY === DEMO_SSO_KEYS.mall ||
      e.PARTNER_WORLD_SSO_KEY === DEMO_SSO_KEYS['partner-world'] ||
      e.EDITOR_PASSWORD === DEMO_EDITOR_PASSWORD ||
      e.TMF_CLIENT_SECRET === DEMO_TMF.clientSecret ||
      e.TMF_LISTENER_SECRET === DEMO_TMF.listenerSecret
    ) {
      missing.push('secrets other than the public demo values');
    }
    if (missing.length > 0) {
      throw new Error(`Not in demo mode (DEMO_MODE=true or no production setting), and these settings are missing: ${missing.join(', ')}`);
    }
  }
  cached = {
    ...e,
    demoMode,
    SITE_URL: e.SITE_URL ?? `http://localhost:${e.PORT ?? '3000'}`,
    SMS_TRANSPORT: e.SMS_TRANSPORT ?? (demoMode ? 'outbox' : 'http'),
    APP_SECRET: e.APP_SECRET ?? DEMO_APP_SECRET,
    PAYMENT_WEBHOOK_SECRET: e.PAYMENT_WEBHOOK_SECRET ?? (demoMode ? DEMO_WEBHOOK_SECRET : ''),
    SSO_SECRET: e.SSO_SECRET ?? (demoMode ? DEMO_SSO_SECRET : ''),
    MALL_SSO_KEY: e.MALL_SSO_KEY ?? (demoMode ? DEMO_SSO_KEYS.mall : ''),
    PARTNER_WORLD_SSO_KEY: e.PARTNER_WORLD_SSO_KEY ?? (demoMode ? DEMO_SSO_KEYS['partner-world'] : ''),
    secureCookies: !demoMode,
    ...tmfSettings(e, demoMode),
  };
  return cached;
}

/** For tests that change process.env between cases. */
export function resetServerEnv(): void {
  cached = undefined;
}
