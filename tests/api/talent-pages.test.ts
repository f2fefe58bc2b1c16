/**
 * The talent programme's pages on the server (issue 14, part 5): the programme page and the vote page
 * are content pages with the voting block; talent-winner-{year} shows that season's closed vote (or
 * the editors' page of a season before online voting); every page has its app variant (mobile-index,
 * page-mobile layout) and its co-branded variant (yooz-index). Nothing is read at build time.
 */
import * as starsRoute from '@/pages/personal/nour-stars/[[...path]]';
import { getStaticPaths, getStaticProps } from '@/pages/personal/talent-program/[[...path]]';
import { isKnownPath } from '@/registry/checks';
import { describeWithDatabase } from '@/lib/server/testing/db';

async function open(path: string, locale = 'en') {
  const parts = path.split('/').filter(Boolean).slice(2); // after /personal/talent-program
  return (await getStaticProps({ params: { path: parts }, locale })) as Record<string, any>;
}

async function openStars(path: string, locale = 'en') {
  const parts = path.split('/').filter(Boolean).slice(2); // after /personal/nour-stars
  return (await starsRoute.getStaticProps({ params: { path: parts }, locale })) as Record<string, any>;
}

const blockTypes = (props: Record<string, any>) => (props.doc.data.content as Array<{ type: string }>).map((block) => block.type);

describeWithDatabase('talent pages', () => {
  it('renders nothing at build time', async () => {
    expect(await getStaticPaths({})).toEqual({ paths: [], fallback: 'blocking' });
  });

  it('the programme page shows the results block and sends visitors to the vote page', async () => {
    const { props, revalidate } = await open('/personal/talent-program');
    expect(revalidate).toBeGreaterThan(0);
    expect(props).toMatchObject({ layout: 'page', winners: null, coBrand: null, path: '/personal/talent-program' });
    expect(blockTypes(props)).toContain('TalentVoting');
    expect(JSON.stringify(props.doc.data.content)).toContain('"ctaHref":"/personal/talent-program/vote"');
    expect(JSON.stringify(props.doc.data.content)).not.toContain('on the site');
  });

  it('the vote page has the contestants block', async () => {
    const { props } = await open('/personal/talent-program/vote', 'ku');
    expect(props.doc.locale).toBe('ku');
    expect(props.doc.data.content).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'TalentVoting', props: expect.objectContaining({ view: 'vote' }) })]));
  });

  it('talent-winner-2026 shows the closed 2026 vote, ranked, in the asked language', async () => {
    const { props } = await open('/personal/talent-program/talent-winner-2026', 'ar');
    expect(props.doc).toBeNull();
    expect(props.winners.round).toMatchObject({ year: 2026, status: 'closed' });
    const first = props.winners.results[0];
    expect(first.rank).toBe(1);
    expect(props.winners.contestants.find((c: { id: number }) => c.id === first.contestantId).name).toBe('زينب كريم');
    expect(isKnownPath('/personal/talent-program/talent-winner-2026', new Set())).toBe(true);
  });

  it('talent-winner-2024 is still the editors\u2019 page; a season without a vote or a page is not found', async () => {
    const { props } = await open('/personal/talent-program/talent-winner-2024');
    expect(props).toMatchObject({ winners: null, doc: expect.objectContaining({ uri: '/personal/talent-program/talent-winner-2024' }) });
    expect(await open('/personal/talent-program/talent-winner-1999')).toMatchObject({ notFound: true });
    expect(await open('/personal/talent-program/no-such-page')).toMatchObject({ notFound: true });
  });

  it('mobile-index is the same page in the page-mobile layout, yooz-index the same page co-branded', async () => {
    const mobile = await open('/personal/talent-program/mobile-index');
    expect(mobile.props).toMatchObject({ layout: 'page-mobile', coBrand: null, path: '/personal/talent-program' });
    expect(mobile.props.doc.uri).toBe('/personal/talent-program');
    const yooz = await open('/personal/talent-program/yooz-index');
    expect(yooz.props).toMatchObject({ layout: 'page', coBrand: { name: 'Yooz', logo: '/images/partner-yooz.svg' }, path: '/personal/talent-program' });
    const voteInApp = await open('/personal/talent-program/vote/mobile-index');
    expect(voteInApp.props).toMatchObject({ layout: 'page-mobile', path: '/personal/talent-program/vote' });
    const winnersInApp = await open('/personal/talent-program/talent-winner-2026/mobile-index');
    expect(winnersInApp.props.winners.round.year).toBe(2026);
    for (const path of ['/personal/talent-program/mobile-index', '/personal/talent-program/yooz-index', '/personal/talent-program/vote/mobile-index']) {
      expect([path, isKnownPath(path, new Set())]).toEqual([path, true]);
    }
  });

  it('the campaign root (the masked family) has its page, its vote page and both variants, and no winners pages', async () => {
    expect(await starsRoute.getStaticPaths({})).toEqual({ paths: [], fallback: 'blocking' });
    const landing = await openStars('/personal/nour-stars', 'ar');
    expect(landing.props).toMatchObject({ layout: 'page', coBrand: null, path: '/personal/nour-stars', winners: null });
    expect(landing.props.doc.title).toBe('نجوم نور: صوّت لنجمك');
    expect(JSON.stringify(landing.props.doc.data.content)).toContain('"ctaHref":"/personal/nour-stars/vote"');
    const vote = await openStars('/personal/nour-stars/vote', 'ku');
    expect(vote.props.doc.locale).toBe('ku');
    expect(vote.props.doc.data.content).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'TalentVoting', props: expect.objectContaining({ view: 'vote' }) })]));
    const inApp = await openStars('/personal/nour-stars/vote/mobile-index');
    expect(inApp.props).toMatchObject({ layout: 'page-mobile', path: '/personal/nour-stars/vote' });
    const coBranded = await openStars('/personal/nour-stars/yooz-index');
    expect(coBranded.props).toMatchObject({ coBrand: { name: 'Yooz' }, path: '/personal/nour-stars' });
    // A season's winners live on the programme's own root only.
    expect(await openStars('/personal/nour-stars/talent-winner-2026')).toMatchObject({ notFound: true });
    for (const path of ['/personal/nour-stars/mobile-index', '/personal/nour-stars/yooz-index', '/personal/nour-stars/vote/yooz-index']) {
      expect([path, isKnownPath(path, new Set())]).toEqual([path, true]);
    }
    expect(isKnownPath('/personal/nour-stars/talent-winner-2026', new Set())).toBe(false);
  });
});
