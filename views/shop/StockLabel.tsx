import { useTranslations } from 'next-intl';
import { stockState } from '@/lib/shop';
import { classed } from '@/ui/classed';
import styles from './StockLabel.module.css';

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

const Label = classed.span(styles.Label);
