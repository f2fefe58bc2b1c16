import { useRouter } from 'next/router';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { splitColumns, type MenuItem } from '@/lib/menu';
import { ChevronDownIcon } from '@/ui/icons';
import { useDismiss } from '@/ui/hooks';
import { SmartLink } from '@/ui/SmartLink';
import { classed } from '@/ui/classed';
import styles from './MegaMenu.module.css';

export interface MegaMenuProps {
  /** name, permalink, children and childLimit of one menu item (spec section 2). */
  item: MenuItem;
  selected?: boolean;
}

/**
 * A menu item's popover: its children split into columns of `childLimit` (default 10). An item with
 * no children renders nothing. Escape, a click outside or a navigation closes it.
 */
export function MegaMenu({ item, selected = false }: MegaMenuProps) {
  const t = useTranslations('nav');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const router = useRouter();
  const columns = splitColumns(item.children, item.childLimit);

  useDismiss(open, rootRef, (byEscape) => {
    setOpen(false);
    if (byEscape) buttonRef.current?.focus();
  });

  useEffect(() => {
    const close = () => setOpen(false);
    router.events?.on('routeChangeStart', close);
    return () => router.events?.off('routeChangeStart', close);
  }, [router.events]);

  if (columns.length === 0) return null;

  return (
    <Root ref={rootRef}>
      <Trigger
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        $selected={selected}
        onClick={() => setOpen((v) => !v)}
      >
        {item.name}
        <Chevron $open={open}>
          <ChevronDownIcon size={16} />
        </Chevron>
      </Trigger>
      <Panel id={panelId} hidden={!open} data-columns={columns.length}>
        <Overview>
          <SmartLink href={item.permalink}>{t('moreIn', { name: item.name })}</SmartLink>
        </Overview>
        <Columns>
          {columns.map((column, index) => (
            <ul key={index}>
              {column.map((child) => (
                <li key={`${child.permalink}-${child.name}`}>
                  <SmartLink href={child.permalink} target={child.target}>
                    {child.name}
                  </SmartLink>
                </li>
              ))}
            </ul>
          ))}
        </Columns>
      </Panel>
    </Root>
  );
}

const Root = classed.div(styles.Root);

const Trigger = classed.button<{ $selected: boolean }>(styles.Trigger, {
  '--mega-menu-trigger-border-block-end': ({ $selected }) => ($selected ? 'var(--color-primary)' : 'transparent'),
  '--mega-menu-trigger-font-weight': ({ $selected }) => ($selected ? 700 : 400),
});

const Chevron = classed.span<{ $open: boolean }>(styles.Chevron, {
  '--mega-menu-chevron-transform': ({ $open }) => ($open ? '180deg' : '0deg'),
});

const Panel = classed.div(styles.Panel);

const Overview = classed.p(styles.Overview);

const Columns = classed.div(styles.Columns);
