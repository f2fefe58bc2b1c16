import type { GetStaticProps } from 'next';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { toLocale } from '@/lib/locales';
import { staticShellProps } from '@/lib/server/page-data';

// Editor code loads only here, in the browser; the API checks the editor session and the care role.
const PortingRequests = dynamic(() => import('@/flows/editor/PortingRequests').then((m) => m.PortingRequests), { ssr: false, loading: () => <p>Loading…</p> });

/** Number porting requests for care editors (issue 33 part 7): see them and move them along. */
export default function EditorPortingPage() {
  return (
    <>
      <Head>
        <title>Number porting requests</title>
        <meta name="robots" content="noindex" />
      </Head>
      <PortingRequests />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({ props: await staticShellProps(toLocale(locale), { layout: 'empty', messages: 'all' }) });
