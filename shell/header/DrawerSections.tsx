import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { MenuItem } from '@/lib/menu';
import { ChevronDownIcon } from '@/ui/icons';
import { SmartLink } from '@/ui/SmartLink';

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

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  ul {
    margin: 0;
    padding: 0 0 ${({ theme }) => theme.space.sm};
    padding-inline-start: ${({ theme }) => theme.space.md};
    list-style: none;
    border-inline-start: 2px solid ${({ theme }) => theme.color.border};
    margin-inline-start: ${({ theme }) => theme.space.sm};
  }
  ul[hidden] {
    display: none;
  }
  a,
  button {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    inline-size: 100%;
    min-height: ${({ theme }) => theme.target};
    padding-inline: ${({ theme }) => theme.space.sm};
    background: none;
    border: none;
    border-inline-start: 3px solid transparent;
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    text-align: start;
    text-decoration: none;
    overflow-wrap: anywhere;
    cursor: pointer;
  }
  a[aria-current='page'],
  button[data-selected] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    border-inline-start-color: ${({ theme }) => theme.color.primary};
  }
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  flex: none;
  transition: transform 0.2s;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
`;
