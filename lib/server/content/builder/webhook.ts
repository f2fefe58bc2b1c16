/** Builder's publish webhook (POST /api/builder/webhook): who may call it and which page it is about. */
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { serverEnv } from '../../env';
import { builderUri } from './map';

export const BUILDER_SECRET_HEADER = 'x-builder-secret';

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export function isBuilderWebhookSecret(value: unknown): boolean {
  const secret = serverEnv().BUILDER_WEBHOOK_SECRET;
  if (!secret || typeof value !== 'string') return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(value), digest(secret));
}

const entry = z
  .object({
    data: z.object({ url: z.union([z.string().max(500), z.array(z.string().max(500)).max(10)]).optional() }).loose().nullish(),
    query: z.array(z.object({ property: z.string().max(100).optional(), value: z.unknown() }).loose()).max(50).nullish(),
  })
  .loose();

/** Builder's webhook body: the entry after and before the change (`newValue` is null on delete). */
export const builderWebhookBody = z
  .object({
    modelName: z.string().max(100).optional(),
    operation: z.string().max(40).optional(),
    newValue: entry.nullish(),
    previousValue: entry.nullish(),
  })
  .loose();

/** The uri the change concerns: the entry's url, else its `urlPath` targeting; null if neither is a path. */
export function webhookUri(body: z.infer<typeof builderWebhookBody>): string | null {
  for (const value of [body.newValue, body.previousValue]) {
    if (!value) continue;
    const fromUrl = builderUri(value.data?.url);
    if (fromUrl) return fromUrl;
    const target = value.query?.find((q) => q.property === 'urlPath');
    const fromQuery = target ? builderUri(target.value) : null;
    if (fromQuery) return fromQuery;
  }
  return null;
}
