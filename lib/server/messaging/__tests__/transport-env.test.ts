/** SMS_TRANSPORT and the SMPP settings (lib/server/env.ts): defaults, and the refusal to start without them. */
import { serverEnv } from '@/lib/server/env';
import { asRealDeployment, withEnv } from '@/lib/server/testing/env';

const SMPP = { SMS_TRANSPORT: 'smpp', SMPP_URL: 'smpp://nour:secret@smsc.operator.iq:2775', SMPP_SOURCE_ADDR: '4000', SMS_GATEWAY_URL: undefined };

describe('SMS transport settings', () => {
  it('defaults to the outbox in demo mode and to the HTTP gateway outside it', async () => {
    await withEnv({ DEMO_MODE: 'true', SMS_TRANSPORT: undefined }, () => expect(serverEnv().SMS_TRANSPORT).toBe('outbox'));
    await asRealDeployment(() => expect(serverEnv().SMS_TRANSPORT).toBe('http'), { SMS_TRANSPORT: undefined });
  });

  it('outside demo mode, SMPP needs its URL and sender (refused at start), and then needs no HTTP gateway', async () => {
    await asRealDeployment(() => expect(() => serverEnv()).toThrow(/SMPP_URL \(the SMSC bind.*SMPP_SOURCE_ADDR \(the sender/), { ...SMPP, SMPP_URL: undefined, SMPP_SOURCE_ADDR: undefined });
    await asRealDeployment(() => expect(serverEnv()).toMatchObject({ SMS_TRANSPORT: 'smpp', SMPP_MAX_PER_SECOND: 10, demoMode: false }), SMPP);
  });

  it('refuses the outbox outside demo mode (it would send nothing)', async () => {
    await asRealDeployment(() => expect(() => serverEnv()).toThrow(/SMS_TRANSPORT http or smpp/), { SMS_TRANSPORT: 'outbox' });
  });

  it('counts an SMSC elsewhere as a production setting (not demo mode), one on this machine not', async () => {
    await withEnv({ DEMO_MODE: undefined, ...SMPP, SMPP_URL: 'smpp://nour:secret@127.0.0.1:2775' }, () => expect(serverEnv().demoMode).toBe(true));
    await withEnv({ DEMO_MODE: undefined, ...SMPP }, () => expect(() => serverEnv()).toThrow(/Not in demo mode/));
  });

  it('refuses an SMPP_URL that is not smpp:// or smpps:// with a system id and password', async () => {
    await withEnv({ DEMO_MODE: 'true', SMPP_URL: 'http://smsc:2775' }, () => expect(() => serverEnv()).toThrow(/SMPP_URL: must be smpp:\/\//));
  });
});
