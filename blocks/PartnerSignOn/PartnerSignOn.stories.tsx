import type { Meta, StoryObj } from '@storybook/nextjs';
import { WithMoneyApi } from '@/flows/shared/__fixtures__/money';
import { ok } from '@/flows/shared/testing';
import { toLocale } from '@/lib/locales';
import { PartnerSignOn } from './PartnerSignOn';
import block from './block';

const meta = {
  title: 'Blocks/Commerce/PartnerSignOn',
  component: PartnerSignOn,
  args: { ...block.defaultProps },
  render: (args, { globals }) => (
    <WithMoneyApi locale={toLocale(globals.locale)} overrides={{ 'POST /api/v1/sso/*': ok({ redirectUrl: '/dev/partner?site=mall&token=demo.token', expiresAt: '' }) }}>
      <PartnerSignOn {...args} />
    </WithMoneyApi>
  ),
} satisfies Meta<typeof PartnerSignOn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { title: 'عالم الشركاء', text: 'خصومات وعروض من شركائنا لمشتركي نور موبايل.' },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: { site: 'mall', title: 'Mobile mall', text: 'Phones, accessories and gifts from our partner shops, paid from your line.' },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  args: { title: 'جیهانی هاوبەشەکان', text: 'داشکاندن و ئۆفەر لە هاوبەشەکانمانەوە بۆ بەشداربووانی نوور مۆبایل.', buttonLabel: 'بچۆ ژوورەوە' },
};
