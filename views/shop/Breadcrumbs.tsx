import { useTranslations } from 'next-intl';
import { SmartLink } from '@/ui/SmartLink';
import { classed } from '@/ui/classed';
import styles from './Breadcrumbs.module.css';

export interface Crumb {
  name: string;
  /** Left out for the current page (the last crumb). */
  href?: string;
}

/** Where the page sits in the shop: Home › Mobile mall › Phones › Nova A35 (the last one is the page itself). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useTranslations('shop');
  return (
    <Nav aria-label={t('breadcrumbs')}>
      <ol>
        {items.map((item, i) => (
          <li key={`${i}-${item.name}`}>
            {item.href && i < items.length - 1 ? <SmartLink href={item.href}>{item.name}</SmartLink> : <span aria-current="page">{item.name}</span>}
          </li>
        ))}
      </ol>
    </Nav>
  );
}

const Nav = classed.nav(styles.Nav);
