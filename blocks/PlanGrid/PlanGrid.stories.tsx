import type { Meta, StoryObj } from '@storybook/nextjs';
import { PlanCard, type PlanCardProps } from '../PlanCard/PlanCard';
import block from './block';
import { PlanGrid } from './PlanGrid';

const card = (props: Omit<PlanCardProps, 'ctaHref' | 'highlighted' | 'badge'> & Partial<PlanCardProps>) => (
  <PlanCard ctaHref="/personal/plans" highlighted={false} badge="" {...props} />
);

const meta = {
  title: 'Blocks/Commerce/PlanGrid',
  component: PlanGrid,
  args: { ...block.defaultProps },
} satisfies Meta<typeof PlanGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'اختر باقتك الشهرية',
    plans: (
      <>
        {card({ name: 'أساسي 10', price: 10000, period: 'month', features: [{ text: '12 غيغابايت' }, { text: '200 دقيقة' }], ctaLabel: 'اشترك' })}
        {card({ name: 'سوبر 25', price: 25000, period: 'month', features: [{ text: '40 غيغابايت' }, { text: 'مكالمات غير محدودة داخل الشبكة' }], ctaLabel: 'اشترك', highlighted: true, badge: 'الأكثر طلباً' })}
        {card({ name: 'بلاتيني 50', price: 50000, period: 'month', features: [{ text: 'إنترنت غير محدود' }, { text: 'مكالمات غير محدودة لكل الشبكات' }], ctaLabel: 'اشترك' })}
      </>
    ),
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'Choose your monthly plan',
    plans: (
      <>
        {card({ name: 'Basic 10', price: 10000, period: 'month', features: [{ text: '12 GB' }, { text: '200 minutes' }], ctaLabel: 'Subscribe' })}
        {card({ name: 'Super 25', price: 25000, period: 'month', features: [{ text: '40 GB' }, { text: 'Unlimited on-net calls' }], ctaLabel: 'Subscribe', highlighted: true, badge: 'Most popular' })}
        {card({ name: 'Platinum 50', price: 50000, period: 'month', features: [{ text: 'Unlimited internet' }, { text: 'Unlimited calls to all networks' }], ctaLabel: 'Subscribe' })}
      </>
    ),
  },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  args: {
    title: 'پاکێجی مانگانەی خۆت هەڵبژێرە',
    plans: (
      <>
        {card({ name: 'بنەڕەتی 10', price: 10000, period: 'month', features: [{ text: '12 گیگابایت' }, { text: '200 خولەک' }], ctaLabel: 'بەشداربە' })}
        {card({ name: 'سوپەر 25', price: 25000, period: 'month', features: [{ text: '40 گیگابایت' }, { text: 'پەیوەندی بێسنوور لەناو تۆڕ' }], ctaLabel: 'بەشداربە', highlighted: true, badge: 'بەناوبانگترین' })}
      </>
    ),
  },
};
