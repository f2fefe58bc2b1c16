import { useTranslations } from 'next-intl';
import styled from 'styled-components';
import { SmartLink } from '@/ui/SmartLink';

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

const Nav = styled.nav`
  margin-block: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
  /* The separator points along the reading direction (flipped for right-to-left pages). */
  li + li::before {
    content: '›';
    color: ${({ theme }) => theme.color.textMuted};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
    color: ${({ theme }) => theme.color.link};
  }
  [aria-current] {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
