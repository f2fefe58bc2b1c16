import type { ShellPageProps } from '@/lib/page-props';
import { legalPageProps } from '@/lib/server/page-data';
import { LegalPage } from '@/views/legal/LegalPage';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = ['cookies'] as const;

/** The cookie policy: the few cookies the site sets (all of them needed for it to work) and what the browser keeps. Linked from the footer. */
export default function CookiesPage({ site }: ShellPageProps) {
  return <LegalPage namespace="cookies" path="/cookies" sections={['necessary', 'storage', 'none', 'control']} siteUrl={site.url} />;
}

export const getServerSideProps = legalPageProps(messages);
