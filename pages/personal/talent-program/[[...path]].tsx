import { viewMessages } from '@/lib/i18n/view-messages';
import type { GetStaticPaths } from 'next';
import { talentPageProps } from '@/lib/server/talent-pages';
import { TALENT_BASE } from '@/lib/talent';

/** The messages this page sends beyond the shell's with its blocks' (lib/server/talent-pages.ts sends them). */
export const messages = viewMessages.talent;

/** The talent programme's pages, its winners pages and their app and co-branded variants (issue 14). */
export { TalentRoute as default } from '@/views/talent/TalentPage';

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });
export const getStaticProps = talentPageProps(TALENT_BASE);
