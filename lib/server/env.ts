/** Server environment, validated once with zod. README lists every variable. */
import { z } from 'zod';

const list = z
  .string()
  .optional()
  .transform((v) => (v ? v.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean) : []));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z.string().url().optional(),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  DEMO_MODE: z.enum(['true', 'false']).optional(),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Operator <no-reply@example.com>'),
  /** Addresses of the operator's gateway allowed to send the MSISDN header (quick login). */
  MSISDN_GATEWAY_IPS: list,
  MSISDN_HEADER: z.string().default('x-msisdn'),
  /** Secret for signing payment callbacks and code hashes; a fixed demo value in demo mode. */
  APP_SECRET: z.string().min(16).optional(),
  /** Operator-core fault injection (tests, chaos drills): latency ms, timeout and error rates 0..1. */
  CORE_FAULT_LATENCY_MS: z.coerce.number().int().min(0).default(0),
  CORE_FAULT_TIMEOUT_RATE: z.coerce.number().min(0).max(1).default(0),
  CORE_FAULT_ERROR_RATE: z.coerce.number().min(0).max(1).default(0),
  CORE_TIMEOUT_MS: z.coerce.number().int().min(1).default(5000),
  PAYMENT_PROVIDER_URL: z.string().url().optional(),
  BILLING_API_URL: z.string().url().optional(),
  REDIRECT_ALLOWLIST: list,
  RATE_LIMIT_STORE: z.enum(['memory', 'postgres', 'redis']).default('memory'),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ServerEnv = z.infer<typeof schema> & { demoMode: boolean; APP_SECRET: string };

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const outsideSystems = Boolean(e.SMS_GATEWAY_URL || e.PAYMENT_PROVIDER_URL || e.BILLING_API_URL);
  const demoMode = e.DEMO_MODE ? e.DEMO_MODE === 'true' : !outsideSystems;
  if (!demoMode && !e.APP_SECRET && e.NODE_ENV === 'production') throw new Error('Invalid environment: APP_SECRET is required outside demo mode');
  cached = { ...e, demoMode, APP_SECRET: e.APP_SECRET ?? 'demo-secret-not-for-production' };
  return cached;
}

/** For tests that change process.env between cases. */
export function resetServerEnv(): void {
  cached = undefined;
}
