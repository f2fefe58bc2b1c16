/** Demo answers of GET /api/v1/account/usage and /alerts for stories and tests (lib/usage.ts shapes). */
import type { AlertSettingsData, HistoryType, UsageHistoryData } from '@/lib/usage';

const items: UsageHistoryData['items'] = [
  { id: 'ledger:9', type: 'transfer', date: '2026-11-27T15:10:00.000Z', label: 'Credit sent', amount: -1_000, quantity: null, unit: null, otherParty: '0770•••1111', inBundle: false },
  { id: 'ledger:8', type: 'recharge', date: '2026-11-26T09:00:00.000Z', label: 'Recharge', amount: 5_000, quantity: null, unit: null, otherParty: null, inBundle: false },
  { id: 'usage:3', type: 'voice', date: '2026-11-25T18:30:00.000Z', label: 'Outgoing call', amount: -180, quantity: 125, unit: 'SEC', otherParty: '0780•••4567', inBundle: false },
  { id: 'usage:2', type: 'sms', date: '2026-11-24T12:00:00.000Z', label: 'SMS sent', amount: 0, quantity: 1, unit: 'MSG', otherParty: '0771•••5678', inBundle: true },
  { id: 'usage:1', type: 'data', date: '2026-11-20T08:00:00.000Z', label: 'Data session', amount: 0, quantity: 320, unit: 'MB', otherParty: null, inBundle: true },
];

export function demoUsage(type: HistoryType | null = null, empty = false): UsageHistoryData {
  const shown = empty ? [] : items.filter((item) => !type || item.type === type);
  const total = (kind: HistoryType) => {
    const rows = empty ? [] : items.filter((item) => item.type === kind);
    return {
      type: kind,
      count: rows.length,
      quantity: rows.reduce((sum, item) => sum + (item.quantity ?? 0), 0),
      spent: rows.reduce((sum, item) => sum + Math.max(0, -item.amount), 0),
      received: rows.reduce((sum, item) => sum + Math.max(0, item.amount), 0),
    };
  };
  return {
    from: '2026-08-30T21:00:00.000Z',
    to: '2026-11-28T10:00:00.000Z',
    type,
    items: shown,
    byType: (['voice', 'sms', 'data', 'recharge', 'purchase', 'transfer'] as const).map(total),
    byWeek: shown.length
      ? [
          { weekStart: '2026-11-22', count: shown.filter((i) => i.date >= '2026-11-22').length, spent: 1_180, received: 5_000 },
          { weekStart: '2026-11-15', count: shown.filter((i) => i.date < '2026-11-22').length, spent: 0, received: 0 },
        ].filter((week) => week.count > 0)
      : [],
  };
}

export const demoAlertSettings: AlertSettingsData = { bundle80: true, bundle100: true, billDue: true, lowBalanceThreshold: null, sms: true };
