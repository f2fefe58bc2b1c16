/** Small pieces of the vanity screens: the number with the searched digits marked, and the type badge. */
import { useTranslations } from 'next-intl';
import styled from 'styled-components';
import { highlightParts, type VanityType } from '@/lib/vanity';

/** The number, left-to-right, with every occurrence of the searched digits in <mark>. */
export function HighlightedNumber({ number, digits }: { number: string; digits: string }) {
  return (
    <NumberText dir="ltr">
      {highlightParts(number, digits).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </NumberText>
  );
}

const NumberText = styled.span`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.06em;
  font-variant-numeric: tabular-nums;
  unicode-bidi: isolate;
  mark {
    padding-inline: 1px;
    border-radius: 3px;
    /* Fixed colours: dark text on yellow reads in light and dark mode alike. */
    background: #ffe066;
    color: #1d1b22;
  }
`;

const badgeColors: Record<VanityType, { bg: string; fg: string }> = {
  gold: { bg: '#f5d76e', fg: '#3d2e00' },
  silver: { bg: '#d9dde3', fg: '#24292f' },
  bronze: { bg: '#e3b48a', fg: '#3b1f08' },
};

/** "Gold", "Silver", "Bronze": the word, not only the colour. */
export function TypeBadge({ type }: { type: VanityType }) {
  const t = useTranslations('vanity');
  return <Badge $type={type}>{t(`types.${type}`)}</Badge>;
}

const Badge = styled.span<{ $type: VanityType }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ $type }) => badgeColors[$type].bg};
  color: ${({ $type }) => badgeColors[$type].fg};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
