import type { Meta, StoryObj } from '@storybook/nextjs';
import { WithMoneyApi } from '@/flows/shared/__fixtures__/money';
import { ok } from '@/flows/shared/testing';
import { AppDownload } from './AppDownload';
import block from './block';

const meta = {
  title: 'Blocks/Marketing/AppDownload',
  component: AppDownload,
  args: { ...block.defaultProps },
} satisfies Meta<typeof AppDownload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'حمّل تطبيق نور موبايل',
    text: 'اشحن رصيدك، وادفع فاتورتك، وفعّل باقات الإنترنت من هاتفك في أي وقت.',
    imageAlt: 'هاتف يعرض الصفحة الرئيسية لتطبيق نور موبايل',
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'Get the Nour Mobile app',
    text: 'Recharge, pay your bill and turn on internet bundles from your phone, any time.',
    imageAlt: 'A phone showing the home screen of the Nour Mobile app',
  },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  args: {
    title: 'ئەپی نوور مۆبایل دابگرە',
    text: 'باڵانس پڕبکەرەوە، پسوولەکەت بدە و پاکێجی ئینتەرنێت لە مۆبایلەکەتەوە چالاک بکە، لە هەر کاتێکدا.',
    playStoreUrl: '',
    image: '',
  },
};
/** With "Text me the link" (the stand-in API answers as the server does, whatever the number). */
export const EnglishWithSmsLink: Story = {
  globals: { locale: 'en' },
  args: { title: 'Get the Nour Mobile app', text: 'Or get the link by SMS.', smsLink: true },
  render: (args) => (
    <WithMoneyApi locale="en" overrides={{ 'POST /api/v1/request-app-sms': ok(null, {}, 'If this is a mobile number in Iraq, we will text it the link to the app.') }}>
      <AppDownload {...args} />
    </WithMoneyApi>
  ),
};
export const ArabicWithSmsLink: Story = {
  globals: { locale: 'ar' },
  args: { title: 'حمّل تطبيق نور موبايل', text: 'أو احصل على الرابط برسالة نصية.', smsLink: true },
  render: (args) => (
    <WithMoneyApi locale="ar" overrides={{ 'POST /api/v1/request-app-sms': ok(null, {}, 'إذا كان هذا رقم موبايل في العراق، فسنرسل إليه رابط التطبيق برسالة نصية.') }}>
      <AppDownload {...args} />
    </WithMoneyApi>
  ),
};
export const KurdishWithSmsLink: Story = {
  globals: { locale: 'ku' },
  args: { title: 'ئەپی نوور مۆبایل دابگرە', text: 'یان بەستەرەکە بە نامەی کورت وەربگرە.', smsLink: true, image: '' },
  render: (args) => (
    <WithMoneyApi locale="ku" overrides={{}}>
      <AppDownload {...args} />
    </WithMoneyApi>
  ),
};
