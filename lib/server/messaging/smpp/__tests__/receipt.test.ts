/** Delivery receipts read from the SMPP 3.4 Appendix B text alone, or from the TLVs (which win). */
import type { PDU } from 'smpp';
import { parseReceipt } from '../client';

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
