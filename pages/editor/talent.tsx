import type { GetStaticProps } from 'next';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { toLocale } from '@/lib/locales';
import { staticShellProps } from '@/lib/server/page-data';

// Editor code loads only here, in the browser; the API checks the editor session.
const TalentEditor = dynamic(() => import('@/flows/editor/TalentEditor').then((m) => m.TalentEditor), { ssr: false, loading: () => <p>Loading…</p> });

export default function EditorTalentPage() {
  return (
    <>
      <Head>
        <title>Talent programme vote</title>
        <meta name="robots" content="noindex" />
      </Head>
      <TalentEditor />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({ props: await staticShellProps(toLocale(locale), { layout: 'empty', messages: 'all' }) });
