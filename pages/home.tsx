import { withGuards } from '@/lib/server/guards';

/** /home is an old address of the home page: the homepage-redirect guard sends it to /. */
export default function OldHome() {
  return null;
}

export const getServerSideProps = withGuards(async () => ({ notFound: true }));
