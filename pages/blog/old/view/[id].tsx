import { legacyPostPaths, legacyPostProps } from '@/lib/server/legacy-post';
import { LegacyPostPage } from '@/views/blog/LegacyPostPage';

export default LegacyPostPage;
export const getStaticPaths = legacyPostPaths;
export const getStaticProps = legacyPostProps;
