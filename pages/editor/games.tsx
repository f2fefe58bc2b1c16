import type { GetStaticProps } from 'next';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { toLocale } from '@/lib/locales';
import { staticShellProps } from '@/lib/server/page-data';

// Editor code loads only here, in the browser; the API checks the editor session.
const GameEditor = dynamic(() => import('@/flows/editor/GameEditor').then((m) => m.GameEditor), { ssr: false, loading: () => <p>Loading…</p> });

export default function EditorGamesPage() {
  return (
    <>
      <Head>
        <title>Games</title>
        <meta name="robots" content="noindex" />
      </Head>
      <GameEditor />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({ props: await staticShellProps(toLocale(locale), { layout: 'empty', messages: 'all' }) });
