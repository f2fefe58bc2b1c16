import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { formatPrice } from '@/lib/format';

/**
 * An amount of reward points in the page's language with its plural ("نقطة واحدة", "105 نقاط",
 * "1 point"): one message, `price.points` (ICU plural), for every sentence that names points.
 * The server's answers use the same message (pointsText in lib/server/i18n.ts).
 */
export function usePoints(): (value: number) => string {
  const t = useTranslations('price');
  return useCallback((value: number) => t('points', { count: value, n: formatPrice(value) }), [t]);
}
