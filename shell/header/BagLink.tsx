import { useTranslations } from 'next-intl';
import { shopPaths } from '@/lib/shop';
import { SmartLink } from '@/ui/SmartLink';
import { classed } from '@/ui/classed';
import styles from './BagLink.module.css';

/** The header's bag: an icon with the number of units, linking to the bag page. */
export function BagLink({ count }: { count: number }) {
  const t = useTranslations('shop.bag');
  return (
    <Link href={shopPaths.bag} aria-label={t('icon', { count })}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 7h12l-1 13H7zM9 7a3 3 0 0 1 6 0" />
      </svg>
      {/* Drawn by CSS: the link's name says the count in words, and visible text must be part of it. */}
      <span className="count" aria-hidden="true" data-count={count > 99 ? '99+' : count} />
    </Link>
  );
}

const Link = classed(SmartLink)(styles.Link);
