import { viewMessages } from '@/lib/i18n/view-messages';
import { legacyPostPaths, legacyPostProps } from '@/lib/server/legacy-post';
import { LegacyPostPage } from '@/views/blog/LegacyPostPage';

/** The messages this page sends beyond the shell's (its data function, lib/server/blog-pages.ts or legacy-post.ts, sends them). */
export const messages = viewMessages.blog;

export default LegacyPostPage;
export const getStaticPaths = legacyPostPaths;
export const getStaticProps = legacyPostProps;
