import type { ShellPageProps } from '@/lib/page-props';
import { legalPageProps } from '@/lib/server/page-data';
import { LegalPage } from '@/views/legal/LegalPage';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = ['privacy'] as const;

/** The privacy policy: what the site and the line keep about a customer, why, and for how long. Linked from the footer. */
export default function PrivacyPage({ site }: ShellPageProps) {
  return <LegalPage namespace="privacy" path="/privacy" sections={['collect', 'use', 'share', 'keep', 'rights', 'contact']} siteUrl={site.url} />;
}

export const getServerSideProps = legalPageProps(messages);
