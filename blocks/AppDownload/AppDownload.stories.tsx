import type { Meta, StoryObj } from '@storybook/nextjs';
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
