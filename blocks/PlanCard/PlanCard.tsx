import { useTranslations } from 'next-intl';
import styled, { css } from 'styled-components';
import { formatPrice } from '@/lib/format';
import { CheckIcon } from '@/ui/content-icons';
import { SmartLink } from '@/ui/SmartLink';

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

const Card = styled.article<{ $highlighted: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  ${({ theme, $highlighted }) =>
    $highlighted &&
    css`
      border: 3px solid ${theme.color.primary};
      box-shadow: ${theme.shadow};
    `}
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.sm};
    svg {
      margin-block-start: 3px;
      color: ${({ theme }) => theme.color.success};
    }
  }
  .cta {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: ${({ theme }) => theme.target};
    margin-block-start: auto;
    padding-inline: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 2px solid ${({ theme }) => theme.color.primary};
    background: ${({ theme, $highlighted }) => ($highlighted ? theme.color.primary : 'transparent')};
    color: ${({ theme, $highlighted }) => ($highlighted ? theme.color.primaryText : theme.color.primary)};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
  }
  .cta:hover {
    text-decoration: underline;
  }
`;

const Badge = styled.span`
  align-self: flex-start;
  padding-block: 2px;
  padding-inline: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.accentText};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Price = styled.p`
  margin: 0;
  strong {
    font-size: ${({ theme }) => theme.font.size.xxl};
    line-height: 1.1;
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
