import type { Meta, StoryObj } from '@storybook/nextjs';
import block from './block';
import { LogoStrip } from './LogoStrip';

const meta = { title: 'Blocks/Media/LogoStrip', component: LogoStrip, args: { ...block.defaultProps } } satisfies Meta<typeof LogoStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

const logos = (names: string[]) =>
  names.map((alt, i) => ({ src: `/images/partner-${i + 1}.svg`, alt, href: i % 2 === 0 ? `/business/partners#partner-${i + 1}` : '' }));

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { title: 'شركاؤنا', logos: logos(['مصرف الرافدين الرقمي', 'بغداد للتقنية', 'متاجر دجلة', 'طيران الفرات', 'بابل للدفع', 'سومر للألعاب']) },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Our partners', logos: logos(['Rafidain Digital Bank', 'Baghdad Tech', 'Tigris Stores', 'Euphrates Air', 'Babylon Pay', 'Sumer Games']) },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  args: { title: 'هاوبەشەکانمان', logos: logos(['بانکی دیجیتاڵی ڕافیدەین', 'تەکنەلۆجیای بەغدا', 'فرۆشگاکانی دیجلە', 'فڕۆکەوانی فورات']) },
};
