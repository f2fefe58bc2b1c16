import type { NextApiResponse } from 'next';
import { describeWithDatabase } from '@/lib/server/testing/db';
import { revalidatePage } from '../revalidate';

// revalidatePage reads the database (the page's live tests, page variants): the test database, made from
// the run's seeded template, not a database seeded from nothing inside the test's time limit.
describeWithDatabase(
  'revalidatePage',
  () => {
  it("rebuilds the page in every language, the published one first (each page's language menu lists the languages it is published in)", async () => {
    const paths: string[] = [];
    const res = { revalidate: async (path: string) => void paths.push(path) } as unknown as NextApiResponse;
    await revalidatePage('/personal/roaming', 'en', res);
    expect(paths).toEqual(['/en/personal/roaming', '/personal/roaming', '/ku/personal/roaming']);
  });

  it('a language never rendered (nothing cached) does not stop the others', async () => {
    const paths: string[] = [];
    const res = {
      revalidate: async (path: string) => {
        if (path === '/personal/roaming') throw new Error('not found');
        paths.push(path);
      },
    } as unknown as NextApiResponse;
    await revalidatePage('/personal/roaming', 'ku', res);
    expect(paths).toEqual(['/ku/personal/roaming', '/en/personal/roaming']);
  });
});
