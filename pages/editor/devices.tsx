import type { GetStaticProps } from 'next';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import { toLocale } from '@/lib/locales';
import { staticShellProps } from '@/lib/server/page-data';

// Editor code loads only here, in the browser; the API checks the editor session.
const DeviceTable = dynamic(() => import('@/flows/editor/DeviceTable').then((m) => m.DeviceTable), { ssr: false, loading: () => <p>Loading…</p> });

export default function EditorDevicesPage() {
  return (
    <>
      <Head>
        <title>Phones for the 4G check</title>
        <meta name="robots" content="noindex" />
      </Head>
      <DeviceTable />
    </>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({ props: await staticShellProps(toLocale(locale), { layout: 'empty', messages: 'all' }) });
