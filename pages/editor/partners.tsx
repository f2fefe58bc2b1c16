import type { GetStaticProps } from 'next';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { toLocale } from '@/lib/locales';
import { staticShellProps } from '@/lib/server/page-data';

// Editor code loads only here, in the browser; the API checks the editor session.
const PartnerReview = dynamic(() => import('@/flows/editor/PartnerReview').then((m) => m.PartnerReview), { ssr: false, loading: () => <p>Loading…</p> });

/** Platinum partner applications for editors (issue 13 part 3): view the files, approve or reject. */
export default function EditorPartnersPage() {
  return (
    <>
      <Head>
        <title>Platinum partner applications</title>
        <meta name="robots" content="noindex" />
      </Head>
      <PartnerReview />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({ props: await staticShellProps(toLocale(locale), { layout: 'empty', messages: 'all' }) });
