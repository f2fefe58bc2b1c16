import { useTranslations } from 'next-intl';
import styled from 'styled-components';
import { stockState } from '@/lib/shop';

/** "In stock", "Only 3 left" or "Out of stock", with a colour and a word (never the colour alone). */
export function StockLabel({ stock, id }: { stock: number; id?: string }) {
  const t = useTranslations('shop');
  const state = stockState(stock);
  return (
    <Label id={id} data-state={state}>
      {state === 'out' ? t('outOfStock') : state === 'low' ? t('onlyLeft', { count: stock }) : t('inStock')}
    </Label>
  );
}

const Label = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  &[data-state='in-stock'] {
    color: ${({ theme }) => theme.color.success};
  }
  &[data-state='low'] {
    color: ${({ theme }) => theme.color.accent};
  }
  &[data-state='out'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;
