import type { GetStaticProps } from 'next';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { toLocale } from '@/lib/locales';
import { staticShellProps } from '@/lib/server/page-data';

// Puck and the block schemas load only here, in the browser (design.md section 2).
const EditorApp = dynamic(() => import('@/flows/editor/EditorApp'), { ssr: false, loading: () => <p>Loading the editor…</p> });

export default function EditorPage() {
  return (
    <>
      <Head>
        <title>Page editor</title>
        <meta name="robots" content="noindex" />
      </Head>
      <EditorApp />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({ props: await staticShellProps(toLocale(locale), { layout: 'empty', messages: 'all' }) });
