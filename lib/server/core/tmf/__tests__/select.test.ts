/** `core()` with OPERATOR_CORE=tmf: the TMF adapter, configured from the environment, behind the fault wrapper. */
import { withEnv } from '@/lib/server/testing/env';
import { core, setCoreFaultsForTests } from '../../index';
import { CLIENT, startPeer, tmf } from './peer';

const A = '07701234567';

it('OPERATOR_CORE=tmf: core() reads the balance from the BSS at TMF_BASE_URL with TMF_CLIENT_ID / TMF_CLIENT_SECRET', async () => {
  const peer = await startPeer();
  peer.on('GET 654/bucket', { status: 200, body: [tmf.bucket(A, 12_345)] });
  try {
    await withEnv(
      { OPERATOR_CORE: 'tmf', TMF_BASE_URL: peer.url, TMF_CLIENT_ID: CLIENT.clientId, TMF_CLIENT_SECRET: CLIENT.clientSecret, TMF_TOKEN_URL: undefined },
      async () => {
        expect(await core().getBalance(A)).toBe(12_345);
        setCoreFaultsForTests({ errorRate: 1 });
        await expect(core().getBalance(A)).rejects.toMatchObject({ name: 'CoreUnavailableError' });
      },
    );
    expect(peer.tokensIssued()).toBe(1);
    expect(peer.calls()).toHaveLength(1); // the injected fault never reached the BSS
  } finally {
    setCoreFaultsForTests(undefined);
    await peer.close();
  }
});
