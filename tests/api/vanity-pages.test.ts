/**
 * The vanity pages' server side: the search page is open to everyone (and knows whether someone is
 * signed in, for the reserve dialog) and takes only well-formed digits and numbers from the address;
 * "My vanity numbers" sends visitors to the login and back.
 */
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { signInAs } from '@/lib/server/testing/operator';
import { getServerSideProps as myVanity } from '@/pages/personal/my-account/vanity-numbers';
import { getServerSideProps as vanity } from '@/pages/personal/vanity-numbers';

async function run(gssp: GetServerSideProps<any>, url: string, token?: string) {
  const search = url.split('?')[1] ?? '';
  const ctx = {
    req: { headers: {}, cookies: token ? { session: token } : {} },
    res: { setHeader: () => undefined, getHeader: () => undefined },
    query: Object.fromEntries(new URLSearchParams(search)),
    locale: 'en',
    resolvedUrl: url,
  } as unknown as GetServerSidePropsContext;
  return (await gssp(ctx)) as Record<string, any>;
}

const tokenOf = async () => (await signInAs('07701234567')).Authorization.slice('Bearer '.length);

describeWithDatabase('vanity pages', () => {
  it('the search page is public and keeps only well-formed digits and numbers from the address', async () => {
    const visitor = await run(vanity, '/personal/vanity-numbers?digits=4444&number=07714444444');
    expect(visitor.props).toMatchObject({ subscriber: null, digits: '4444', number: '07714444444' });
    const odd = await run(vanity, '/personal/vanity-numbers?digits=<b>12&number=javascript:1');
    expect(odd.props).toMatchObject({ digits: '', number: null });
    const signedIn = await run(vanity, '/personal/vanity-numbers', await tokenOf());
    expect(signedIn.props.subscriber).toMatchObject({ msisdn: '07701234567' });
  });

  it('my vanity numbers: visitors go to the login and come back', async () => {
    const visitor = await run(myVanity, '/personal/my-account/vanity-numbers');
    expect(visitor.redirect?.destination).toBe(`/en/personal/my-account/login?redirect=${encodeURIComponent('/personal/my-account/vanity-numbers')}`);
    const signedIn = await run(myVanity, '/personal/my-account/vanity-numbers', await tokenOf());
    expect(signedIn.props.subscriber).toMatchObject({ msisdn: '07701234567' });
  });
});
