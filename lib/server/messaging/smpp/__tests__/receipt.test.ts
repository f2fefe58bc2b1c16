/** Delivery receipts read from the SMPP 3.4 Appendix B text alone, or from the TLVs (which win). */
import type { PDU } from 'smpp';
import { parseReceipt } from '../client';
import { encodeSms, isGsm7 } from '../encoding';

const pdu = (fields: Record<string, unknown>) => fields as unknown as PDU;
const text = (stat: string) => `id:0123456789 sub:001 dlvrd:000 submit date:2611272210 done date:2611272211 stat:${stat} err:001 text:123456 رمز`;

describe('parseReceipt', () => {
  it.each([
    ['DELIVRD', 'delivered'],
    ['UNDELIV', 'undeliverable'],
    ['REJECTD', 'undeliverable'],
    ['EXPIRED', 'expired'],
    ['ACCEPTD', 'accepted'],
  ])('reads stat:%s from the text as %s', (stat, state) => {
    expect(parseReceipt(pdu({ esm_class: 0x04, short_message: { message: text(stat) } }))).toEqual({ messageId: '0123456789', state, detail: `${stat} err 001` });
  });

  it('prefers receipted_message_id and message_state', () => {
    expect(parseReceipt(pdu({ esm_class: 0x04, short_message: { message: text('DELIVRD') }, receipted_message_id: 'abc\0', message_state: 5 }))).toMatchObject({
      messageId: 'abc',
      state: 'undeliverable',
    });
  });

  it('ignores a deliver_sm that is not a receipt (a mobile-originated message) or names no id', () => {
    expect(parseReceipt(pdu({ esm_class: 0, short_message: { message: text('DELIVRD') } }))).toBeNull();
    expect(parseReceipt(pdu({ esm_class: 0x04, short_message: { message: 'stat:DELIVRD' } }))).toBeNull();
  });
});

describe('encodeSms', () => {
  it('sends GSM only what the GSM alphabet holds (a raw ESC, Arabic or an emoji go as UCS-2)', () => {
    expect(isGsm7('Price: 5€ {ok} [x] ~ ^ | \\ @£$¥')).toBe(true);
    expect(isGsm7('a\u001bb')).toBe(false);
    expect(isGsm7('مرحبا')).toBe(false);
    expect(encodeSms('hi 😀', 1)).toMatchObject({ dataCoding: 8 });
  });

  it('never splits an extension character or a surrogate pair between parts', () => {
    const gsm = encodeSms(`${'a'.repeat(152)}€${'b'.repeat(10)}`, 7);
    expect(gsm.parts).toHaveLength(2);
    expect(gsm.parts[0].shortMessage.length - 6).toBe(152);
    expect([...gsm.parts[1].shortMessage.subarray(6, 8)]).toEqual([0x1b, 0x65]);
    const ucs2 = encodeSms(`${'ب'.repeat(66)}😀${'ت'.repeat(10)}`, 7);
    expect(ucs2.parts[0].shortMessage.length - 6).toBe(66 * 2);
    expect(ucs2.parts[1].shortMessage.readUInt16BE(6)).toBe(0xd83d);
  });
});
