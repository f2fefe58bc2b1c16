/** Tests that need another environment: set variables for one callback, then restore them. */
import { resetServerEnv } from '../env';

/** Sets variables until the returned function restores them (suites that switch in a beforeAll). */
export function enterEnv(vars: Record<string, string | undefined>): () => void {
  const previous = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetServerEnv();
  };
  apply(vars);
  return () => apply(previous);
}

export async function withEnv<T>(vars: Record<string, string | undefined>, run: () => Promise<T> | T): Promise<T> {
  const restore = enterEnv(vars);
  try {
    return await run();
  } finally {
    restore();
  }
}

/** The settings a real deployment (outside demo mode) must have, with test values. */
export const realDeploymentEnv: Record<string, string> = {
  DEMO_MODE: 'false',
  APP_SECRET: 'test-app-secret-0123456789abcdef0123456789',
  PAYMENT_WEBHOOK_SECRET: 'test-webhook-secret-0123456789abcdef01234',
  SITE_URL: 'https://www.example.com',
  SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
};

/** Runs `run` as a real deployment would (outside demo mode), restoring the test environment after. */
export function asRealDeployment<T>(run: () => Promise<T> | T, extra: Record<string, string | undefined> = {}): Promise<T> {
  return withEnv({ ...realDeploymentEnv, ...extra }, run);
}

/** For suites that switch in a beforeAll: sets the real-deployment settings and answers a function that restores them. */
export function enterRealDeployment(extra: Record<string, string | undefined> = {}): () => void {
  return enterEnv({ ...realDeploymentEnv, ...extra });
}
