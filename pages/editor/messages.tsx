import type { GetStaticProps } from 'next';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { toLocale } from '@/lib/locales';
import { staticShellProps } from '@/lib/server/page-data';

// Editor code loads only here, in the browser; the API checks the editor session and the care role.
const MessageLog = dynamic(() => import('@/flows/editor/MessageLog').then((m) => m.MessageLog), { ssr: false, loading: () => <p>Loading…</p> });

/** The SMS sent to subscribers and their delivery states, for care agents (issue 30). */
export default function EditorMessagesPage() {
  return (
    <>
      <Head>
        <title>Messages sent</title>
        <meta name="robots" content="noindex" />
      </Head>
      <MessageLog />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({ props: await staticShellProps(toLocale(locale), { layout: 'empty', messages: 'all' }) });
