import { useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format';
import { CheckIcon } from '@/ui/content-icons';
import { SmartLink } from '@/ui/SmartLink';
import { classed } from '@/ui/classed';
import styles from './PlanCard.module.css';

export interface PlanCardProps {
  name: string;
  /** Whole IQD. */
  price: number;
  period: 'month' | 'week' | 'day' | 'once';
  features: { text: string }[];
  ctaLabel: string;
  ctaHref: string;
  /** Sets the plan apart (the one most people choose). */
  highlighted: boolean;
  /** A short tag such as "Most popular"; empty for none. */
  badge: string;
}

/** One plan: name, price per period, what it includes and an action. Usually inside a PlanGrid. */
export function PlanCard({ name, price, period, features, ctaLabel, ctaHref, highlighted, badge }: PlanCardProps) {
  const t = useTranslations();
  return (
    <Card $highlighted={highlighted} data-highlighted={highlighted || undefined}>
      {badge && <Badge>{badge}</Badge>}
      <h3>{name}</h3>
      <Price>
        <strong>{t('price.iqd', { amount: formatPrice(price) })}</strong> <span>{t(`blocks.PlanCard.period.${period}`)}</span>
      </Price>
      {features.length > 0 && (
        <ul>
          {features.map((feature, index) => (
            <li key={index}>
              <CheckIcon size={18} />
              <span>{feature.text}</span>
            </li>
          ))}
        </ul>
      )}
      {ctaLabel && ctaHref && (
        <SmartLink href={ctaHref} className="cta">
          {ctaLabel}
        </SmartLink>
      )}
    </Card>
  );
}

const Card = classed.article<{ $highlighted: boolean }>(styles.Card, {
  '--plan-card-card-background': ({ $highlighted }) => ($highlighted ? 'var(--color-primary)' : 'transparent'),
  '--plan-card-card-color': ({ $highlighted }) => ($highlighted ? 'var(--color-primaryText)' : 'var(--color-primary)'),
}, ({ $highlighted }) => $highlighted && styles.highlighted);

const Badge = classed.span(styles.Badge);

const Price = classed.p(styles.Price);
