import type { GetStaticProps } from 'next';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { toLocale } from '@/lib/locales';
import { staticShellProps } from '@/lib/server/page-data';

// The care desk loads only here, in the browser; its API checks the editor session and the 'care' role.
const ChatDesk = dynamic(() => import('@/flows/editor/ChatDesk').then((m) => m.ChatDesk), { ssr: false, loading: () => <p>Loading…</p> });

export default function EditorChatPage() {
  return (
    <>
      <Head>
        <title>Live chat</title>
        <meta name="robots" content="noindex" />
      </Head>
      <ChatDesk />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({ props: await staticShellProps(toLocale(locale), { layout: 'empty', messages: 'all' }) });
