/**
 * TMF635 Usage Management (read only) over the embedded core: `GET /usage` of one line
 * (`relatedParty.id`, required here) since `usageDate.gt` (default: 90 days), newest first, and
 * `GET /usage/:id`. TMF635 is not among ../shared/tmf; the resource follows its published v4 `Usage`.
 */
import { eq } from 'drizzle-orm';
import { usageRecords } from '../../db/schema';
import { toCoreUsage } from '../embedded';
import type { CoreUsage } from '../types';
import type { BssContext } from './context';
import { invalid, notFound } from './errors';
import { listAnswer, oneAnswer, type Answer, type BssRequest, type Route } from './router';

export const DEFAULT_USAGE_PATH = '/tmf-api/usageManagement/v4';

function resource(usage: CoreUsage, msisdn: string, base: string): Record<string, unknown> {
  return {
    id: usage.id,
    href: `${base}/usage/${encodeURIComponent(usage.id)}`,
    '@type': 'Usage',
    usageDate: usage.usageDate.toISOString(),
    usageType: usage.usageType,
    status: usage.status,
    ratedProductUsage: usage.ratedProductUsage.map((rated) => ({
      '@type': 'RatedProductUsage',
      isBilled: false,
      taxIncludedRatingAmount: rated.taxIncludedRatingAmount,
      ...(rated.productRef ? { productRef: { ...rated.productRef, '@referredType': 'Product' } } : {}),
    })),
    usageCharacteristic: usage.usageCharacteristic.map((c) => ({ ...c, valueType: typeof c.value })),
    relatedParty: [{ id: msisdn, role: 'customer', '@referredType': 'MSISDN' }],
  };
}

export function usageRoutes(context: BssContext, base: string): Route[] {
  async function list(request: BssRequest): Promise<Answer> {
    const msisdn = request.query.get('relatedParty.id');
    if (!msisdn) throw invalid('filter by relatedParty.id (the MSISDN): this BSS lists one line at a time');
    const after = request.query.get('usageDate.gt');
    const since = after === null ? new Date(Date.now() - 90 * 86_400_000) : new Date(after);
    if (Number.isNaN(since.getTime())) throw invalid('usageDate.gt must be a date-time');
    if (!(await context.core.getLine(msisdn))) throw notFound(`line ${msisdn}`);
    const rows = await context.core.getUsage(msisdn, since);
    // The two filters above are operators (TMF630 `.gt`), not attribute matches: applied here, not by listAnswer.
    const rest = new URLSearchParams([...request.query].filter(([name]) => name !== 'usageDate.gt' && name !== 'relatedParty.id'));
    return listAnswer(
      rows.map((row) => resource(row, msisdn, base)),
      rest,
    );
  }

  async function one(request: BssRequest): Promise<Answer> {
    const db = await context.database();
    const [row] = await db.select().from(usageRecords).where(eq(usageRecords.id, request.params.id));
    return oneAnswer(row ? resource(toCoreUsage(row), row.msisdn, base) : undefined, request.query, `usage ${request.params.id}`);
  }

  return [
    { method: 'GET', pattern: '/usage', handler: list },
    { method: 'GET', pattern: '/usage/:id', handler: one },
  ];
}
