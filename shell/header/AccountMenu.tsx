import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import styled from 'styled-components';
import type { MenuItem } from '@/lib/menu';
import { UserIcon } from '@/ui/icons';
import { SmartLink } from '@/ui/SmartLink';

/** The account menu (spec section 2): My Orders, My Balance, … Sign out, from the site map. */
export function AccountMenu({ items }: { items: MenuItem[] }) {
  const t = useTranslations('accountMenu');
  const tNav = useTranslations('nav');
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => !rootRef.current?.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (items.length === 0) return null;
  return (
    <Root ref={rootRef}>
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
        <UserIcon /> {tNav('account')}
      </button>
      <nav id={id} aria-label={t('label')} hidden={!open}>
        <ul>
          {items.map((item) => (
            <li key={item.permalink}>
              <SmartLink href={item.permalink} onClick={() => setOpen(false)}>
                {item.name}
              </SmartLink>
            </li>
          ))}
        </ul>
      </nav>
    </Root>
  );
}

const Root = styled.div`
  position: relative;
  > button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: ${({ theme }) => theme.target};
    padding-inline: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surfaceRaised};
    cursor: pointer;
  }
  nav {
    position: absolute;
    inset-inline-end: 0;
    top: calc(100% + 4px);
    z-index: 30;
    min-width: 220px;
    background: ${({ theme }) => theme.color.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    box-shadow: ${({ theme }) => theme.shadow};
  }
  nav[hidden] {
    display: none;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: ${({ theme }) => theme.space.sm} 0;
  }
  a {
    display: block;
    padding: 10px ${({ theme }) => theme.space.md};
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.color.surface};
  }
`;
