/**
 * The five things most visitors come to do (issue 11): the header, the phone menu, the 404 page and
 * the QuickActions block's defaults all offer the same list, so it lives here once. Labels are the
 * `topTasks.*` messages; the routes are the coded pages of lib/flows.ts and pages/personal/**.
 */
import { flowRoutes } from './flows';
import { stripLocale } from './locales';

export type TopTaskIcon = 'recharge' | 'bill' | 'addon' | 'transfer' | 'account';

export interface TopTask {
  /** The message key under `topTasks`. */
  key: 'recharge' | 'payBill' | 'addOn' | 'transfer' | 'account';
  href: string;
  icon: TopTaskIcon;
}

export const topTasks: readonly TopTask[] = [
  { key: 'recharge', href: flowRoutes.recharge, icon: 'recharge' },
  { key: 'payBill', href: flowRoutes['bill-pay'], icon: 'bill' },
  { key: 'addOn', href: flowRoutes['addon-purchase'], icon: 'addon' },
  { key: 'transfer', href: flowRoutes['credit-transfer'], icon: 'transfer' },
  { key: 'account', href: '/personal/my-account', icon: 'account' },
];

/** A path without locale prefix, query, hash or trailing slash: `/en/personal/x/?a=1` → `/personal/x`. */
function bare(path: string): string {
  return stripLocale(path.split(/[?#]/)[0]).path.replace(/\/+$/, '') || '/';
}

/** True when `path` (the browser's, with or without a locale prefix) is the page `href` leads to. */
export function isCurrentPage(path: string, href: string): boolean {
  return bare(path) === bare(href);
}
