/** Small pieces of the vanity screens: the number with the searched digits marked, and the type badge. */
import { useTranslations } from 'next-intl';
import { highlightParts, type VanityType } from '@/lib/vanity';
import { classed } from '@/ui/classed';
import styles from './parts.module.css';

/** The number, left-to-right, with every occurrence of the searched digits in <mark>. */
export function HighlightedNumber({ number, digits }: { number: string; digits: string }) {
  return (
    <NumberText dir="ltr">
      {highlightParts(number, digits).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </NumberText>
  );
}

const NumberText = classed.span(styles.NumberText);

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

const Badge = classed.span<{ $type: VanityType }>(styles.Badge, {
  '--parts-badge-background': ({ $type }) => badgeColors[$type].bg,
  '--parts-badge-color': ({ $type }) => badgeColors[$type].fg,
});
