import { useRouter } from 'next/router';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import styled from 'styled-components';
import { splitColumns, type MenuItem } from '@/lib/menu';
import { ChevronDownIcon } from '@/ui/icons';
import { useDismiss } from '@/ui/hooks';
import { SmartLink } from '@/ui/SmartLink';

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

const Root = styled.div`
  position: relative;
`;

const Trigger = styled.button<{ $selected: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: ${({ theme }) => theme.target};
  padding-inline: ${({ theme }) => theme.space.sm};
  background: none;
  border: none;
  border-block-end: 3px solid ${({ theme, $selected }) => ($selected ? theme.color.primary : 'transparent')};
  font-weight: ${({ theme, $selected }) => ($selected ? theme.font.weight.bold : theme.font.weight.regular)};
  cursor: pointer;
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  transition: transform 0.2s;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
`;

const Panel = styled.div`
  position: absolute;
  inset-inline-start: 0;
  top: 100%;
  z-index: 30;
  min-width: 260px;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow};
  &[hidden] {
    display: none;
  }
`;

const Overview = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Columns = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    min-width: 180px;
  }
  li a {
    display: block;
    padding-block: 6px;
    min-height: 32px;
  }
`;
