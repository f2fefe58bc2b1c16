/** OAuth2 client credentials of the TMF adapter against a scripted BSS (PROFILE.md "Security"). */
import { CoreUnavailableError } from '../../types';
import { TmfCore } from '../index';
import { TokenSource } from '../token';
import { CLIENT, startPeer, tmf, type Peer } from './peer';

const A = '07701234567';
let peer: Peer;

beforeEach(async () => {
  peer = await startPeer();
  peer.on('GET 654/bucket', { status: 200, body: [tmf.bucket(A, 25_000)] });
});
afterEach(() => peer.close());

describe('TMF adapter: OAuth2 client credentials', () => {
  it('asks for one token with HTTP Basic client credentials, shared by parallel calls and cached for the next ones', async () => {
    const core = new TmfCore(peer.config());
    const balances = await Promise.all([core.getBalance(A), core.getBalance(A), core.getBalance(A)]);
    await core.getBalance(A);
    expect(balances).toEqual([25_000, 25_000, 25_000]);
    expect(peer.tokensIssued()).toBe(1);
    const [tokenRequest] = peer.seen.filter((s) => s.path === '/oauth/token');
    expect(tokenRequest.method).toBe('POST');
    expect(tokenRequest.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(tokenRequest.body).toBe('grant_type=client_credentials');
    // RFC 6749 §2.3.1: id and secret form-encoded, then Basic.
    const basic = Buffer.from(String(tokenRequest.headers.authorization).replace(/^Basic /, ''), 'base64').toString();
    expect(basic.split(':').map(decodeURIComponent)).toEqual([CLIENT.clientId, CLIENT.clientSecret]);
    expect(peer.calls()).toHaveLength(4);
    for (const call of peer.calls()) expect(call.headers.authorization).toBe('Bearer tok-1');
  });

  it('renews the token shortly before expires_in, not after', async () => {
    peer.on('POST /oauth/token', { status: 200, body: { access_token: 'short', token_type: 'Bearer', expires_in: 100 } });
    let now = 1_000_000;
    const tokens = new TokenSource(peer.config(), () => now);
    expect(await tokens.get()).toBe('short');
    now += 89_000; // 100 s lifetime, renewed 10 s early
    expect(await tokens.get()).toBe('short');
    expect(peer.tokensIssued()).toBe(1);
    now += 2_000;
    await tokens.get();
    expect(peer.tokensIssued()).toBe(2);
  });

  it('on a 401 fetches a new token once and repeats the call once', async () => {
    peer.on('GET 654/bucket', { status: 401, body: tmf.error('unauthorized') }, { status: 200, body: [tmf.bucket(A, 25_000)] });
    const core = new TmfCore(peer.config());
    expect(await core.getBalance(A)).toBe(25_000);
    expect(peer.tokensIssued()).toBe(2);
    expect(peer.calls().map((c) => c.headers.authorization)).toEqual(['Bearer tok-1', 'Bearer tok-2']);
  });

  it('a second 401 is "cannot fetch now": no third try', async () => {
    peer.on('GET 654/bucket', { status: 401, body: tmf.error('unauthorized') });
    const core = new TmfCore(peer.config());
    const attempt = core.getBalance(A);
    await expect(attempt).rejects.toBeInstanceOf(CoreUnavailableError);
    await expect(attempt).rejects.toMatchObject({ reason: 'error', status: 503 });
    expect(peer.calls()).toHaveLength(2);
  });

  it('a token endpoint that refuses or answers nonsense is "cannot fetch now", and nothing is sent to the APIs', async () => {
    peer.on('POST /oauth/token', { status: 200, body: { access_token: 'x', token_type: 'mac' } }, { status: 400, body: { error: 'invalid_client' } });
    const core = new TmfCore(peer.config());
    await expect(core.getBalance(A)).rejects.toBeInstanceOf(CoreUnavailableError);
    await expect(core.credit({ msisdn: A, amount: 1_000, reason: 'card-recharge', reference: 'payment:1' })).rejects.toMatchObject({ reason: 'error' });
    expect(peer.calls()).toHaveLength(0);
  });
});
