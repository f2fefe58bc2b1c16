/**
 * TMF635 Usage Management v4, read only: a line's usage records (`GET /usage?relatedParty.id=<msisdn>
 * &usageDate.gt=<since>`). TMF635 is not among ../shared/tmf, so the schema below is written from the
 * published v4 `Usage` resource, narrowed like our other schemas (integer IQD, `@type`); the BSS in a
 * box serves the same (../bss/usage.ts). The portal never creates usage: the network's charging system does.
 */
import { z } from 'zod';
import type { CoreUsage } from '../types';
import type { TmfClient } from './client';
import { NOT_FOUND, read } from './read';
import { dateTime, iqd } from './schemas/common';

const usage = z.object({
  id: z.string().min(1).max(200),
  '@type': z.literal('Usage').optional(),
  usageDate: dateTime,
  usageType: z.enum(['voice', 'sms', 'data']),
  status: z.enum(['rated', 'billed']),
  ratedProductUsage: z
    .array(
      z.object({
        taxIncludedRatingAmount: z.object({ value: iqd.min(0), unit: z.literal('IQD') }),
        productRef: z.object({ id: z.string().min(1) }).nullish(),
      }),
    )
    .min(1),
  usageCharacteristic: z.array(z.object({ name: z.string().min(1).max(60), value: z.union([z.string().max(200), z.number(), z.boolean()]) })).default([]),
  relatedParty: z.array(z.object({ id: z.string() })).min(1),
});

/** The line's usage since `since`, newest first; an unknown line has none. */
export async function getUsage(client: TmfClient, msisdn: string, since: Date): Promise<CoreUsage[]> {
  const list = await read(client, { api: '635', path: '/usage', query: { 'relatedParty.id': msisdn, 'usageDate.gt': since.toISOString() } }, z.array(usage));
  if (list === NOT_FOUND) return [];
  return list
    .filter((item) => item.relatedParty.some((party) => party.id === msisdn) && item.usageDate >= since)
    .map((item) => ({
      id: item.id,
      usageDate: item.usageDate,
      usageType: item.usageType,
      status: item.status,
      ratedProductUsage: item.ratedProductUsage.map((rated) => ({ taxIncludedRatingAmount: rated.taxIncludedRatingAmount, productRef: rated.productRef ?? null })),
      usageCharacteristic: item.usageCharacteristic,
    }))
    .sort((a, b) => b.usageDate.getTime() - a.usageDate.getTime() || b.id.localeCompare(a.id));
}
