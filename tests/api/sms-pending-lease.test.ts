/**
 * The SMS outbox of alerts (lib/server/messaging/pending.ts) across servers: a row is taken just before
 * its hand-over, so while one server's transport is slow on one message, another server's job sends the
 * others, and nothing twice. (Found by a review: a batch taken at once was held past its lease while its
 * first messages were sent, and another server's job then sent the rest again.) Leases are on the
 * database's clock, so a server whose clock runs ahead cannot take a row another holds.
 */
import { getDb } from '@/lib/server/db';
import { messaging, setMessagingForTests } from '@/lib/server/messaging';
import { deliverPendingSms, PENDING_LEASE_MS, queueSms } from '@/lib/server/messaging/pending';
import { describeWithDatabase } from '@/lib/server/testing/db';

describeWithDatabase('sms_pending across servers', () => {
  it('a slow hand-over on one server holds only its own row: the other server sends the rest, each message once', async () => {
    const db = await getDb();
    const t0 = Date.now();
    const refs = [1, 2, 3].map((n) => `lease-test:${t0}:${n}`);
    for (const [i, ref] of refs.entries()) {
      await db.transaction((tx) => queueSms(tx, { to: `0770000000${i}`, text: `alert ${i}`, purpose: 'alert', ref }, new Date(t0 - 1_000)));
    }
    const handed: string[] = [];
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    let sawFirst!: () => void;
    const firstStarted = new Promise<void>((resolve) => (sawFirst = resolve));
    const real = messaging();
    setMessagingForTests({
      ...real,
      sendSms: async (message) => {
        handed.push(message.ref ?? '');
        if (message.ref === refs[0]) {
          sawFirst();
          await slow; // server A's gateway answers late (within its timeout, far below the lease)
        }
      },
    });
    try {
      const serverA = deliverPendingSms(new Date(t0));
      await firstStarted;
      // Server B's job meanwhile, its clock a lease ahead (a server whose clock runs fast): it sends what A does not hold.
      expect(await deliverPendingSms(new Date(t0 + PENDING_LEASE_MS + 1_000))).toBe(2);
      release();
      expect(await serverA).toBe(1);
    } finally {
      setMessagingForTests(undefined);
    }
    expect(handed.sort()).toEqual([...refs].sort());
  });
});
