/**
 * A BSS that misbehaves (issue 29, "Done when"): over the TMF adapter, the BSS in a box answers 401 to
 * every call, or 404, 409, 500 or 503 before doing anything; answers too slowly; applies the change and
 * answers with a body that breaks the specification; or applies it and never answers. For each money
 * flow, in Arabic and in English: the customer gets a clear message in the request's language; the
 * money afterwards is right (what was charged was delivered, nothing was charged twice); and the same
 * request sent again with the same reference (PID and code, card, transfer, Idempotency-Key, the
 * provider's next callback) once the BSS is well again applies at most once. Whatever the fault, every
 * request the adapter sent is valid against the specifications (lib/server/testing/tmf-contract.ts).
 *
 * The faults hit each flow's create call (its TMF resource, POST), so the reads before it and the lookup
 * by reference after it work; "401" hits every call, the token endpoint included.
 */
import { and, eq } from 'drizzle-orm';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { getDb } from '@/lib/server/db';
import { bills, otpCodes, outbox, subscriptions, vanityNumbers } from '@/lib/server/db/schema';
import { setCoreFaultsForTests } from '@/lib/server/core';
import { pointsBalance } from '@/lib/server/services/rewards';
import type { ApiReply } from '@/lib/server/testing/api';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { freshLine, freshScratchCard, freshVanityNumber, ledgerBalance, signInAs } from '@/lib/server/testing/operator';
import { recordingFetch, validateTmfExchange } from '@/lib/server/testing/tmf-contract';
import { startTmfTestCore, type TmfTestCore } from '@/lib/server/testing/tmf-core';
import { VANITY_PRICES } from '@/lib/vanity';
import {
  lineOf,
  ltr,
  memberWith,
  paymentOf,
  payOrder,
  postpaidWithBill,
  prepareAddon,
  preparePackage,
  prepareTransfer,
  providerCallback,
  redeemReward,
  reserveVanity,
  say,
  scratch,
  startBillPayment,
  startCardRecharge,
  startEVoucher,
  useInProcessPaymentCallbacks,
  type Lang,
} from './tmf-flows';

type BssFaults = NonNullable<Parameters<TmfTestCore['bss']['setFaults']>[0]>;

/** The adapter's time limit in this suite; "slow" is well beyond it. */
const TIMEOUT_MS = 300;
const SLOW_MS = 3 * TIMEOUT_MS;
const LANGS: Lang[] = ['ar', 'en'];
const ADDON_101 = { ar: 'إنترنت 10 جيجا، 7 أيام', en: 'Internet 10 GB, 7 days' };

/** One money flow up to its last step, ready to send that step (again and again: the same reference). */
interface Attempt {
  send(): Promise<ApiReply>;
  /** What the customer has: balances, add-ons, points, a number held. */
  state(): Promise<unknown>;
  before: unknown;
  /** After a refusal, when it is not `before` (a reward's points are set aside, and said so). */
  refused?: unknown;
  /** Once the flow went through, once. */
  after: unknown;
  /**
   * While the customer was told "we could not confirm", when it is neither `before` nor `after`: a
   * vanity number stays held for them (lib/server/services/vanity.ts takeFee) until the retry settles
   * whether the fee was taken.
   */
  inDoubt?: unknown;
  /** The answer of a flow that went through. */
  expectSuccess(reply: ApiReply): void;
}

interface Flow {
  name: string;
  /** The TMF resource its money moves through (where the faults hit). */
  create: string;
  start(lang: Lang): Promise<Attempt>;
  /** What it says when the BSS could not be reached (default errors.upstream). */
  unavailable?: (lang: Lang) => string;
  /** What it says when the outcome is unknown (default core.unconfirmed). */
  unconfirmed?: (lang: Lang) => string;
}

const subscriptionsOf = async (msisdn: string, addonId: number) =>
  (await (await getDb()).select().from(subscriptions).where(and(eq(subscriptions.msisdn, msisdn), eq(subscriptions.addonId, addonId)))).length;

const vanityStatus = async (number: string) =>
  (await (await getDb()).select({ status: vanityNumbers.status }).from(vanityNumbers).where(eq(vanityNumbers.number, number)))[0].status;

const key = (name: string, lang: Lang, id: string) => `fault-${name}-${lang}-${id}`;

const FLOWS: Flow[] = [
  {
    name: 'add-on purchase',
    create: '/productOrder',
    async start(lang) {
      const buyer = await freshLine({ balance: 25_000 });
      const { send } = await prepareAddon(buyer, lang, 101, key('addon', lang, buyer));
      return {
        send,
        state: async () => [await ledgerBalance(buyer), await subscriptionsOf(buyer, 101)],
        before: [25_000, 0],
        after: [20_000, 1],
        expectSuccess: (reply) => {
          expect(reply.json).toMatchObject({ success: true });
          expect(reply.json.message).toBe(say(lang, 'core.purchased', { title: ADDON_101[lang] }));
        },
      };
    },
  },
  {
    name: 'data package',
    create: '/productOrder',
    async start(lang) {
      const buyer = await freshLine({ balance: 25_000 });
      const { send } = await preparePackage(await signInAs(buyer), buyer, lang, 111, undefined, key('package', lang, buyer));
      return {
        send,
        state: async () => [await ledgerBalance(buyer), await subscriptionsOf(buyer, 111)],
        before: [25_000, 0],
        after: [19_000, 1],
        expectSuccess: (reply) => {
          expect(reply.status).toBe(200);
          expect(reply.json.message).toBe(say(lang, 'core.packageDone', { title: reply.json.data.subscription.title }));
        },
      };
    },
  },
  {
    name: 'gift',
    create: '/productOrder',
    async start(lang) {
      const [buyer, friend] = [await freshLine({ balance: 25_000 }), await freshLine()];
      const { send } = await preparePackage(await signInAs(buyer), buyer, lang, 121, friend, key('gift', lang, buyer));
      return {
        send,
        state: async () => [await ledgerBalance(buyer), await subscriptionsOf(friend, 121)],
        before: [25_000, 0],
        after: [23_000, 1],
        expectSuccess: (reply) => {
          expect(reply.status).toBe(200);
          expect(reply.json.message).toBe(say(lang, 'core.giftDone', { title: reply.json.data.subscription.title, to: ltr(friend) }));
        },
      };
    },
  },
  {
    name: 'reward add-on',
    create: '/productOrder',
    // The points are set aside first: a failure says so, and the retry (or the job) starts the add-on.
    unavailable: (lang) => say(lang, 'rewards.errors.applyLater'),
    unconfirmed: (lang) => say(lang, 'rewards.errors.applyLater'),
    async start(lang) {
      const { msisdn, headers } = await memberWith(50, 1_000);
      return {
        send: () => redeemReward(headers, 'internet-10gb', key('reward', lang, msisdn), lang),
        state: async () => [await pointsBalance(msisdn), await subscriptionsOf(msisdn, 101), await ledgerBalance(msisdn)],
        before: [50, 0, 1_000],
        refused: [0, 0, 1_000],
        after: [0, 1, 1_000],
        expectSuccess: (reply) => {
          expect(reply.status).toBe(200);
          expect(reply.json.data).toMatchObject({ applied: { kind: 'addon', title: ADDON_101[lang] } });
        },
      };
    },
  },
  {
    name: 'scratch card',
    create: '/topupBalance',
    async start(lang) {
      const msisdn = await freshLine({ balance: 2_000 });
      const card = await freshScratchCard(10_000);
      return {
        send: () => scratch(msisdn, card, lang),
        state: async () => [await ledgerBalance(msisdn)],
        before: [2_000],
        after: [12_000],
        expectSuccess: (reply) => {
          expect(reply.status).toBe(200);
          expect(reply.json.message).toBe(say(lang, 'core.recharged', { amount: '10,000', msisdn: ltr(msisdn) }));
        },
      };
    },
  },
  {
    name: 'credit transfer',
    create: '/transferBalance',
    async start(lang) {
      const [sender, receiver] = [await freshLine({ balance: 25_000 }), await freshLine({ balance: 2_000 })];
      const { send } = await prepareTransfer(await signInAs(sender), sender, receiver, 4_000, lang, key('transfer', lang, sender));
      return {
        send,
        state: async () => [await ledgerBalance(sender), await ledgerBalance(receiver)],
        before: [25_000, 2_000],
        after: [21_000, 6_000],
        expectSuccess: (reply) => {
          expect(reply.status).toBe(200);
          expect(reply.json.message).toBe(say(lang, 'core.transferDone', { amount: '4,000', to: ltr(receiver) }));
        },
      };
    },
  },
  {
    name: 'vanity number fee',
    create: '/adjustBalance',
    async start(lang) {
      const msisdn = await freshLine({ balance: 20_000 });
      const headers = await signInAs(msisdn);
      const number = await freshVanityNumber();
      return {
        send: () => reserveVanity(headers, number, lang, key('vanity', lang, number)),
        state: async () => [await ledgerBalance(msisdn), await vanityStatus(number)],
        before: [20_000, 'available'],
        inDoubt: [20_000, 'reserved'],
        after: [20_000 - VANITY_PRICES.bronze.reservationFee, 'reserved'],
        expectSuccess: (reply) => {
          expect(reply.status).toBe(200);
          expect(reply.json.message).toBe(say(lang, 'vanity.reservedMessage', { number: ltr(number), hours: 48 }));
        },
      };
    },
  },
];

/** Faults that refuse the call before anything is done. */
const REFUSALS: Array<{
  name: string;
  faults: (create: string) => BssFaults;
  says: (flow: Flow, lang: Lang) => string;
  retryApplies: boolean;
}> = [
  { name: '401 to every call (the token too)', faults: () => ({ status: 401 }), says: unavailableOf, retryApplies: true },
  { name: '500', faults: (create) => ({ status: 500, paths: [create], methods: ['POST'] }), says: unavailableOf, retryApplies: true },
  { name: '503', faults: (create) => ({ status: 503, paths: [create], methods: ['POST'] }), says: unavailableOf, retryApplies: true },
  {
    // A 409 "duplicate" for a reference the BSS never applied: PROFILE.md says to look the reference up;
    // found nothing, the adapter logs it and answers "cannot fetch now" (nothing moved), never "done".
    name: '409 duplicate (nothing applied)',
    faults: (create) => ({ status: 409, paths: [create], methods: ['POST'] }),
    says: unavailableOf,
    retryApplies: true,
  },
  { name: '404', faults: (create) => ({ status: 404, paths: [create], methods: ['POST'] }), says: (_, lang) => say(lang, 'core.notOurLine'), retryApplies: false },
];

/** Faults after which the change was (or will be) applied. */
const APPLIED: Array<{ name: string; faults: (create: string) => BssFaults }> = [
  { name: 'an invalid body after applying', faults: (create) => ({ invalidBody: true, paths: [create], methods: ['POST'] }) },
  { name: 'no answer after applying', faults: (create) => ({ loseAnswer: true, paths: [create], methods: ['POST'] }) },
];

/**
 * Slower than the time limit: the adapter gives up before the BSS has read the request, then looks it up
 * by reference. The BSS in a box mostly drops it, sometimes applies it late (when the request was
 * already buffered); the reference makes a late one harmless to a retry.
 */
const SLOW = (create: string): BssFaults => ({ latencyMs: SLOW_MS, paths: [create], methods: ['POST'] });

function unavailableOf(flow: Flow, lang: Lang): string {
  return flow.unavailable?.(lang) ?? say(lang, 'errors.upstream');
}

/** Everything the customer reads in a reply: its message and its field errors. */
const textOf = (reply: ApiReply) => [reply.json?.message, ...Object.values((reply.json?.data?.errors ?? {}) as Record<string, string>)].filter(Boolean).join(' | ');

// PGlite only: no race here (the contract test and the money suites over TMF run on both databases).
describeWithDatabase('the operator core over TMF when the BSS misbehaves: the truth, in the customer’s language, and no money lost or doubled', () => {
  let tmf: TmfTestCore;
  let recording: ReturnType<typeof recordingFetch>;
  let restoreCallbacks: () => void;
  const callbackReplies: Array<{ status: number; message: string }> = [];

  beforeAll(async () => {
    recording = recordingFetch();
    tmf = await startTmfTestCore({ fetch: recording.fetch, timeoutMs: TIMEOUT_MS });
    restoreCallbacks = useInProcessPaymentCallbacks(callbackReplies);
  });
  afterAll(async () => {
    tmf.bss.setFaults(undefined);
    restoreCallbacks();
    await tmf.close();
  });
  beforeEach(async () => {
    resetRateLimits();
    setCoreFaultsForTests(undefined);
    tmf.bss.setFaults(undefined);
    await (await getDb()).delete(otpCodes);
    recording.exchanges.length = 0;
    callbackReplies.length = 0;
  });

  /** Whatever the BSS did, what the adapter sent was valid. */
  async function expectValidRequests() {
    const problems: string[] = [];
    for (const exchange of recording.exchanges) {
      if (exchange.url.startsWith(tmf.config.tokenUrl)) continue;
      problems.push(...(await validateTmfExchange(exchange, { paths: tmf.config.paths, side: 'request' })));
    }
    expect(problems).toEqual([]);
  }

  // Each flow meets each fault once, in Arabic or English by turns (the next flow starts with the other
  // language), so every flow and every fault is seen in both languages at half the cost of both everywhere.
  const langFor = (flowIndex: number, faultIndex: number): Lang => LANGS[(flowIndex + faultIndex) % LANGS.length];

  describe.each(FLOWS.map((flow, flowIndex) => [flow.name, flow, flowIndex] as const))('%s', (_, flow, flowIndex) => {
      for (const [faultIndex, fault] of REFUSALS.entries()) {
        const lang = langFor(flowIndex, faultIndex);
        it(`${fault.name} (${lang}): told so, nothing moved; the retry applies once`, async () => {
          const attempt = await flow.start(lang);
          tmf.bss.setFaults(fault.faults(flow.create));
          const reply = await attempt.send();
          tmf.bss.setFaults(undefined);
          expect(reply.json?.success).toBe(false);
          expect(textOf(reply)).toContain(fault.says(flow, lang));
          expect(await attempt.state()).toEqual(attempt.refused ?? attempt.before);

          const retried = await attempt.send();
          if (fault.retryApplies) {
            attempt.expectSuccess(retried);
            expect(await attempt.state()).toEqual(attempt.after);
          }
          await attempt.send();
          expect([attempt.before, attempt.refused ?? attempt.before, attempt.after]).toContainEqual(await attempt.state());
          if (fault.retryApplies) expect(await attempt.state()).toEqual(attempt.after);
          await expectValidRequests();
        });
      }

      it.each(APPLIED.map((fault, i) => [fault.name, langFor(flowIndex, REFUSALS.length + i), fault] as const))('%s (%s): told it went through or that we could not confirm it, never that it failed; applied once', async (_name, lang, fault) => {
        const attempt = await flow.start(lang);
        tmf.bss.setFaults(fault.faults(flow.create));
        const reply = await attempt.send();
        tmf.bss.setFaults(undefined);
        // The BSS applied it: what was charged is delivered.
        expect(await attempt.state()).toEqual(attempt.after);
        if (reply.json?.success !== false && reply.status === 200) attempt.expectSuccess(reply);
        else expect(reply.json.message).toBe(flow.unconfirmed?.(lang) ?? say(lang, 'core.unconfirmed'));

        const retried = await attempt.send();
        expect(retried.status).toBeLessThan(500);
        expect(await attempt.state()).toEqual(attempt.after);
        await expectValidRequests();
      });
  });

  describe.each(FLOWS.map((flow, flowIndex) => [flow.name, flow, flowIndex] as const))('%s, slower than the time limit', (_, flow, flowIndex) => {
    it.each([langFor(flowIndex, 0)])('in %s: told it could not be done (nothing moved) or confirmed, or that it went through (it did); the retry applies once', async (lang) => {
      const attempt = await flow.start(lang);
      tmf.bss.setFaults(SLOW(flow.create));
      const reply = await attempt.send();
      tmf.bss.setFaults(undefined);
      const state = await attempt.state();
      if (reply.status === 200 && reply.json?.success !== false) {
        // The lookup by reference found it applied after all (the machine was slow enough): the truth.
        attempt.expectSuccess(reply);
        expect(state).toEqual(attempt.after);
      } else if (reply.json.message === unavailableOf(flow, lang)) {
        expect(state).toEqual(attempt.refused ?? attempt.before); // "cannot fetch" only when nothing moved
      } else {
        expect(reply.json.message).toBe(flow.unconfirmed?.(lang) ?? say(lang, 'core.unconfirmed'));
        // A timeout proves nothing (the BSS may apply it a moment later): "could not confirm" (PROFILE.md).
        expect([attempt.refused ?? attempt.before, attempt.after, ...(attempt.inDoubt ? [attempt.inDoubt] : [])]).toContainEqual(state);
      }

      const retried = await attempt.send();
      expect(retried.status).toBeLessThan(500);
      expect(await attempt.state()).toEqual(attempt.after);
      await attempt.send();
      expect(await attempt.state()).toEqual(attempt.after);
      await expectValidRequests();
    });
  });

  describe.each(LANGS)('card payments in %s', (lang) => {
    const CARD_FAULTS: Array<{ name: string; faults: (create: string) => BssFaults }> = [
      { name: '401 to every call', faults: () => ({ status: 401 }) },
      { name: '503', faults: (create) => ({ status: 503, paths: [create], methods: ['POST'] }) },
    ];

    it.each(CARD_FAULTS.map((fault) => [fault.name, fault] as const))('card recharge, %s: the order stays pending, nothing credited; the provider’s next callback credits once', async (_name, fault) => {
      const msisdn = await freshLine({ balance: 3_000 });
      const orderId = await startCardRecharge(msisdn, 15_000, lang);
      tmf.bss.setFaults(fault.faults('/topupBalance'));
      const paid = await payOrder(orderId, lang);
      expect(paid.json.data.status).toBe('pending');
      expect(callbackReplies.length).toBeGreaterThan(0);
      for (const reply of callbackReplies) expect(reply).toEqual({ status: 503, message: say(lang, 'errors.upstream') });
      expect(await ledgerBalance(msisdn)).toBe(3_000);
      tmf.bss.setFaults(undefined);
      expect((await providerCallback(orderId, 15_000, lang)).json.data.status).toBe('succeeded');
      expect((await providerCallback(orderId, 15_000, lang)).json.data.status).toBe('succeeded');
      expect(await ledgerBalance(msisdn)).toBe(18_000);
      expect((await paymentOf(orderId)).json.data.status).toBe('succeeded');
      await expectValidRequests();
    });

    it.each(CARD_FAULTS.map((fault) => [fault.name, fault] as const))('e-voucher, %s: pending, no code sent; the next callback sends one code, once', async (_name, fault) => {
      const msisdn = await freshLine({ balance: 2_000 });
      const orderId = await startEVoucher(msisdn, 2, lang);
      const codesSent = async () => (await (await getDb()).select().from(outbox).where(and(eq(outbox.to, msisdn), eq(outbox.purpose, 'voucher')))).length;
      tmf.bss.setFaults(fault.faults('/productOrder'));
      expect((await payOrder(orderId, lang)).json.data.status).toBe('pending');
      for (const reply of callbackReplies) expect(reply).toEqual({ status: 503, message: say(lang, 'errors.upstream') });
      expect(await codesSent()).toBe(0);
      tmf.bss.setFaults(undefined);
      expect((await providerCallback(orderId, 10_000, lang)).json.data.status).toBe('succeeded');
      expect((await providerCallback(orderId, 10_000, lang)).json.data.status).toBe('succeeded');
      expect(await codesSent()).toBe(1);
      await expectValidRequests();
    });

    it.each(CARD_FAULTS.map((fault) => [fault.name, fault] as const))('bill payment, %s: pending, the bill unpaid; the next callback pays it once', async (_name, fault) => {
      const { msisdn, headers, billId } = await postpaidWithBill(18_500);
      const started = await startBillPayment(headers, billId, lang);
      const { orderId } = started.json.data;
      const billRow = async () => (await (await getDb()).select().from(bills).where(eq(bills.id, billId)))[0];
      tmf.bss.setFaults(fault.faults('/payment'));
      expect((await payOrder(orderId, lang)).json.data.status).toBe('pending');
      for (const reply of callbackReplies) expect(reply).toEqual({ status: 503, message: say(lang, 'errors.upstream') });
      expect((await billRow()).paidAt).toBeNull();
      tmf.bss.setFaults(undefined);
      expect((await providerCallback(orderId, 18_500, lang)).json.data.status).toBe('succeeded');
      expect((await providerCallback(orderId, 18_500, lang)).json.data.status).toBe('succeeded');
      expect((await billRow()).paymentId).toBe(orderId);
      expect(await ledgerBalance(msisdn)).toBe(0); // paid once: no "paid twice" credit
      await expectValidRequests();
    });

    // The duplicate is looked up by reference (PROFILE.md): not found, the credit did not happen, so the
    // order must not succeed (fulfil throws CoreUnavailableError, the payment stays pending).
    it('card recharge, 409 duplicate for a credit never applied: pending, nothing credited; the next callback credits once', async () => {
      const msisdn = await freshLine({ balance: 3_000 });
      const orderId = await startCardRecharge(msisdn, 9_000, lang);
      tmf.bss.setFaults({ status: 409, paths: ['/topupBalance'], methods: ['POST'] });
      const paid = await payOrder(orderId, lang);
      tmf.bss.setFaults(undefined);
      expect(paid.json.data.status).toBe('pending');
      expect(await ledgerBalance(msisdn)).toBe(3_000);
      expect((await providerCallback(orderId, 9_000, lang)).json.data.status).toBe('succeeded');
      expect(await ledgerBalance(msisdn)).toBe(12_000);
    });

    it('card recharge, no answer after the credit: the lookup by reference confirms it, credited once', async () => {
      const msisdn = await freshLine({ balance: 3_000 });
      const orderId = await startCardRecharge(msisdn, 12_000, lang);
      tmf.bss.setFaults({ loseAnswer: true, paths: ['/topupBalance'], methods: ['POST'] });
      const paid = await payOrder(orderId, lang);
      tmf.bss.setFaults(undefined);
      expect(paid.json.data.status).toBe('succeeded');
      expect(await ledgerBalance(msisdn)).toBe(15_000);
      expect((await providerCallback(orderId, 12_000, lang)).json.data.status).toBe('succeeded');
      expect(await ledgerBalance(msisdn)).toBe(15_000);
      await expectValidRequests();
    });
  });

  it.each(LANGS)('a read answered with an invalid body (%s): "Cannot fetch information now", never a wrong balance', async (lang) => {
    const msisdn = await freshLine({ balance: 7_000 });
    const headers = await signInAs(msisdn);
    tmf.bss.setFaults({ invalidBody: true, paths: ['/bucket'], methods: ['GET'] });
    const reply = await lineOf(headers, lang);
    tmf.bss.setFaults(undefined);
    expect(reply.status).toBe(503);
    expect(reply.json).toMatchObject({ success: false, message: say(lang, 'errors.upstream') });
    expect(JSON.stringify(reply.json)).not.toContain('7000');
  });
});
