/**
 * TMF635 usage over the BSS in a box (issue 33): what the embedded core recorded, the TMF adapter reads
 * over HTTP with the same TMF635 shape, newest first, since the date asked; an unknown line has none.
 */
import { describeWithDatabase } from '@/lib/server/testing/db';
import { freshLine } from '@/lib/server/testing/operator';
import { startTmfTestCore, type TmfTestCore } from '@/lib/server/testing/tmf-core';
import { EmbeddedCore } from '../../embedded';
import { TmfCore } from '../../tmf';

describeWithDatabase(
  'TMF635 usage over the BSS in a box',
  () => {
    let tmf: TmfTestCore;
    let core: TmfCore;
    beforeAll(async () => {
      tmf = await startTmfTestCore({ timeoutMs: 1_500 });
      core = new TmfCore(tmf.config);
    });
    afterAll(() => tmf.close());

    it('reads what the embedded core recorded, in the same shape', async () => {
      const line = await freshLine({ balance: 1_000 });
      const embedded = new EmbeddedCore();
      const day = 86_400_000;
      await embedded.recordUsage({ id: `${line}-call`, msisdn: line, usageType: 'voice', quantity: 61, otherParty: '07801234567', usageDate: new Date(Date.now() - day) });
      await embedded.recordUsage({ id: `${line}-sms`, msisdn: line, usageType: 'sms', quantity: 1, direction: 'incoming' });
      await embedded.recordUsage({ id: `${line}-old`, msisdn: line, usageType: 'data', quantity: 5, usageDate: new Date(Date.now() - 10 * day) });
      const since = new Date(Date.now() - 5 * day);
      const overHttp = await core.getUsage(line, since);
      expect(overHttp).toEqual(await embedded.getUsage(line, since));
      expect(overHttp.map((u) => u.id)).toEqual([`${line}-sms`, `${line}-call`]);
      expect(overHttp[1]).toMatchObject({
        usageType: 'voice',
        status: 'rated',
        ratedProductUsage: [{ taxIncludedRatingAmount: { unit: 'IQD', value: 120 }, productRef: null }],
        usageCharacteristic: expect.arrayContaining([{ name: 'quantity', value: 61 }, { name: 'otherParty', value: '07801234567' }]),
      });
      expect(await core.getUsage('07801234567', since)).toEqual([]);
    });
  },
);
