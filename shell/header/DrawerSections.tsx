import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { MenuItem } from '@/lib/menu';
import { ChevronDownIcon } from '@/ui/icons';
import { SmartLink } from '@/ui/SmartLink';
import { classed } from '@/ui/classed';
import styles from './DrawerSections.module.css';

export interface DrawerSectionsProps {
  items: MenuItem[];
  /** The item of the current page (aria-current). */
  selected?: MenuItem;
}

/**
 * The section menu inside the phone drawer: an item with children is a disclosure button
 * (aria-expanded) that opens its links in place, in one column the width of the drawer, instead of
 * the desktop mega-menu's popover, which was wider than a phone screen.
 */
export function DrawerSections({ items, selected }: DrawerSectionsProps) {
  const t = useTranslations('nav');
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('secondMenu')}>
      <List>
        {items.map((item) => (
          <li key={`${item.permalink}-${item.name}`}>
            {item.children?.length ? (
              <Disclosure item={item} selected={item === selected} />
            ) : (
              <SmartLink href={item.permalink} aria-current={item === selected ? 'page' : undefined}>
                {item.name}
              </SmartLink>
            )}
          </li>
        ))}
      </List>
    </nav>
  );
}

function Disclosure({ item, selected }: { item: MenuItem; selected: boolean }) {
  const t = useTranslations('nav');
  // The section of the current page starts open: its links are the likeliest next step.
  const [open, setOpen] = useState(selected);
  const id = useId();
  return (
    <>
      <button type="button" aria-expanded={open} aria-controls={id} data-selected={selected || undefined} onClick={() => setOpen((v) => !v)}>
        <span>{item.name}</span>
        <Chevron $open={open}>
          <ChevronDownIcon size={18} />
        </Chevron>
      </button>
      <ul id={id} hidden={!open}>
        <li>
          <SmartLink href={item.permalink}>{t('moreIn', { name: item.name })}</SmartLink>
        </li>
        {(item.children ?? []).map((child) => (
          <li key={`${child.permalink}-${child.name}`}>
            <SmartLink href={child.permalink} target={child.target}>
              {child.name}
            </SmartLink>
          </li>
        ))}
      </ul>
    </>
  );
}

const List = classed.ul(styles.List);

const Chevron = classed.span<{ $open: boolean }>(styles.Chevron, {
  '--drawer-sections-chevron-transform': ({ $open }) => ($open ? '180deg' : '0deg'),
});
