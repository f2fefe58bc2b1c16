/** Every timed job of the server, in one place (lib/server/jobs.ts says how they run). */
import { locales } from '@/lib/locales';
import { refreshStaleBuilderPages } from './content/builder/source';
import { publishDue } from './content/editor';
import { publishDueReleases } from './content/releases';
import { revalidatePage } from './content/revalidate';
import { registerListeners } from './core/tmf/hub';
import { serverEnv } from './env';
import type { Job } from './jobs';
import { deliverPendingSms } from './messaging/pending';
import { runSmsQueue } from './messaging/smpp';
import { audit } from './services/editor-auth';
import { runAutoRecharge } from './services/auto-recharge';
import { pollProviderPayments } from './payments/at-provider';
import { redeliverDemoVerdicts } from './payments/provider';
import { refundDuePayments } from './payments/refunds';
import { expireGuestCarts } from './services/shop/cart';
import { cancelUnfulfilledOrders, releaseUnpaidOrders } from './services/shop/orders';
import { finishGamePrizes } from './services/games';
import { expirePoints } from './services/rewards/points';
import { finishRedemptions } from './services/rewards/rewards';
import { purgeSsoTokens } from './services/sso';
import { purgeUnverifiedApplications } from './services/platinum';
import { closeDueTalentRounds, talentResultPages } from './services/talent';
import { runUsageAlerts } from './services/usage-alerts';
import { expireVanityReservations } from './services/vanity';

export const JOBS: readonly Job[] = [
  {
    // Scheduled publishing happens even when no editor is signed in; publishDue claims each page once.
    name: 'publish-scheduled',
    everyMs: 10_000,
    run: async (now) => {
      const published = await publishDue(now);
      for (const page of published) {
        await audit('schedule', 'publish', { uri: page.uri, locale: page.locale, version: page.version });
        await revalidatePage(page.uri, page.locale);
      }
      // Scheduled releases too: each all or nothing (lib/server/content/releases.ts).
      const released = await publishDueReleases(now);
      for (const release of released) {
        await audit('schedule', 'release-publish', { detail: { release: release.id, pages: release.pages } });
        for (const page of release.pages) await revalidatePage(page.uri, page.locale);
      }
      return published.length + released.reduce((sum, release) => sum + release.pages.length, 0);
    },
  },
  {
    // Builder.io pages (CONTENT_SOURCE=builder) follow Builder even when a webhook was missed; nothing without it.
    name: 'builder-refresh',
    everyMs: 5 * 60_000,
    run: (now) => refreshStaleBuilderPages((uri, locale) => revalidatePage(uri, locale), now),
  },
  {
    // Over a BSS (OPERATOR_CORE=tmf): our listener subscribed at its event hubs, renewed hourly; nothing otherwise.
    name: 'tmf-hub-subscriptions',
    everyMs: 5 * 60_000,
    run: (now) => (serverEnv().OPERATOR_CORE === 'tmf' ? registerListeners(now) : Promise.resolve(0)),
  },
  {
    // SMS written in a transaction (messaging/pending.ts: usage alerts) that their writer did not hand
    // over at once (it died after the commit, the transport failed): handed over with back-off, at least once.
    name: 'sms-pending',
    everyMs: 15_000,
    run: (now) => deliverPendingSms(now),
  },
  {
    // SMS_TRANSPORT=smpp: messages whose first try failed (bind lost, throttled, refused) are sent from the
    // queue with back-off, once across servers; nothing otherwise.
    name: 'sms-queue',
    everyMs: 5_000,
    run: (now) => (serverEnv().SMS_TRANSPORT === 'smpp' && serverEnv().SMPP_URL ? runSmsQueue(now) : Promise.resolve(0)),
  },
  {
    // Vanity reservations whose 48 hours have passed end and their numbers go back on sale, signed in or not.
    name: 'vanity-expiry',
    everyMs: 60_000,
    run: expireVanityReservations,
  },
  {
    // Partner sign-on tokens are kept only while they could still be presented (60 s).
    name: 'purge-sso-tokens',
    everyMs: 600_000,
    run: purgeSsoTokens,
  },
  {
    // Partner applications whose contact number was never proven by its code (files included).
    name: 'purge-unverified-partner-applications',
    everyMs: 60 * 60_000,
    run: purgeUnverifiedApplications,
  },
  {
    // Guest bags nobody came back to for 30 days (their cookie has expired too).
    name: 'expire-guest-carts',
    everyMs: 60 * 60_000,
    run: expireGuestCarts,
  },
  // Card orders left unpaid give their stock back (30 minutes), and orders nobody collected or received
  // are cancelled (48 hours, spec section 9): by the server, with nobody signed in.
  { name: 'release-unpaid-orders', everyMs: 60_000, run: releaseUnpaidOrders },
  { name: 'cancel-unfulfilled-orders', everyMs: 10 * 60_000, run: cancelUnfulfilledOrders },
  // Card money of cancelled orders goes back; a refund the provider refused at first is asked again.
  { name: 'refund-due-payments', everyMs: 5 * 60_000, run: refundDuePayments },
  // Payments at a wallet, card gateway or bank app whose callback never came are asked their status;
  // those past their time are withdrawn and declined.
  { name: 'poll-provider-payments', everyMs: 60_000, run: pollProviderPayments },
  // Auto-recharge (issue 33 part 3): rules whose balance fell below their amount or whose day came are
  // charged to their saved card, once per trigger; a declined charge is tried once more an hour later.
  { name: 'auto-recharge', everyMs: 30_000, run: runAutoRecharge },
  // Demo mode: the demo card provider's callbacks that never got through (its server died) are delivered again.
  { name: 'demo-provider-callbacks', everyMs: 30_000, run: redeliverDemoVerdicts },
  // Reward points 12 months old expire (what is left of them), one expire row per earn row.
  { name: 'expire-reward-points', everyMs: 60 * 60_000, run: expirePoints },
  // Reward prizes the core could not apply at redemption (or a voucher SMS that failed) are applied by the server.
  { name: 'finish-reward-redemptions', everyMs: 60_000, run: finishRedemptions },
  // Add-on prizes of games whose request could not start them (the core was down) start here, once.
  { name: 'finish-game-prizes', everyMs: 60_000, run: finishGamePrizes },
  // Usage alerts the portal did not see happen (a BSS rating usage, a recharge at a shop) and bills
  // coming due: each account's line checked, each alert sent once (services/usage-alerts.ts).
  { name: 'usage-alerts', everyMs: 5 * 60_000, run: runUsageAlerts },
  {
    // A talent round stops taking votes at its closing time anyway; this closes it, freezes its results
    // and refreshes the cached pages that show them.
    name: 'close-talent-rounds',
    everyMs: 60_000,
    run: (now) =>
      closeDueTalentRounds(now, async (years) => {
        for (const uri of talentResultPages(years)) for (const locale of locales) await revalidatePage(uri, locale);
      }),
  },
];
