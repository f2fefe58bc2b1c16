import { viewMessages } from '@/lib/i18n/view-messages';
import type { GetStaticPaths } from 'next';
import { talentPageProps } from '@/lib/server/talent-pages';
import { STARS_BASE } from '@/lib/talent';

/** The messages this page sends beyond the shell's with its blocks' (lib/server/talent-pages.ts sends them). */
export const messages = viewMessages.talent;

/** The talent vote's campaign pages under their own (masked) name, with the same variants (issue 14). */
export { TalentRoute as default } from '@/views/talent/TalentPage';

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });
export const getStaticProps = talentPageProps(STARS_BASE);
