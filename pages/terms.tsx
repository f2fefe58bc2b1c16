import type { ShellPageProps } from '@/lib/page-props';
import { legalPageProps } from '@/lib/server/page-data';
import { LegalPage } from '@/views/legal/LegalPage';

/** The messages this page sends beyond the shell's (lib/i18n/namespaces.ts). */
export const messages = ['terms'] as const;

/** The terms of use the registration form and the footer link to. */
export default function TermsPage({ site }: ShellPageProps) {
  return <LegalPage namespace="terms" path="/terms" sections={['account', 'codes', 'privacy', 'charges', 'closing']} siteUrl={site.url} />;
}

export const getServerSideProps = legalPageProps(messages);
