import { useTranslations } from 'next-intl';
import { classed } from '@/ui/classed';
import styles from './DemoBanner.module.css';

/** design.md section 6: a small banner says "demo" when no outside systems are configured. */
export function DemoBanner() {
  const t = useTranslations('demo');
  return (
    <Banner role="note">
      <strong>DEMO</strong> {t('banner')}
    </Banner>
  );
}

const Banner = classed.div(styles.Banner);
