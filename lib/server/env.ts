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
  PAYMENT_PROVIDER_URL: z.string().url().optional(),
  BILLING_API_URL: z.string().url().optional(),
  REDIRECT_ALLOWLIST: list,
  RATE_LIMIT_STORE: z.enum(['memory', 'postgres', 'redis']).default('memory'),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ServerEnv = z.infer<typeof schema> & { demoMode: boolean };

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
  cached = { ...e, demoMode: e.DEMO_MODE ? e.DEMO_MODE === 'true' : !outsideSystems };
  return cached;
}

/** For tests that change process.env between cases. */
export function resetServerEnv(): void {
  cached = undefined;
}
