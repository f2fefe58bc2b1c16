import type { Meta, StoryObj } from '@storybook/nextjs';
import block from './block';
import { Steps } from './Steps';

const meta = { title: 'Blocks/Content/Steps', component: Steps, args: { ...block.defaultProps } } satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'كيف تشحن رصيدك بكارت الشحن',
    steps: [
      { title: 'اكشط الكارت', text: 'اكشط الشريط الفضي بلطف لتظهر الأرقام.' },
      { title: 'اطلب الرمز', text: 'اطلب *133* ثم رقم الكارت ثم # واضغط اتصال.' },
      { title: 'استلم التأكيد', text: 'تصلك رسالة نصية برصيدك الجديد خلال ثوانٍ.' },
    ],
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'How to recharge with a scratch card',
    steps: [
      { title: 'Scratch the card', text: 'Gently scratch the silver strip to reveal the digits.' },
      { title: 'Dial the code', text: 'Dial *133*, the card number and #, then press call.' },
      { title: 'Get the confirmation', text: 'A text message with your new balance arrives within seconds.' },
    ],
  },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  args: {
    title: 'چۆن باڵانسەکەت بە کارتی پڕکردنەوە پڕ بکەیتەوە',
    steps: [
      { title: 'کارتەکە بسڕەوە', text: 'بە هێمنی هێڵە زیوەکە بسڕەوە تا ژمارەکان دەربکەون.' },
      { title: 'کۆدەکە لێبدە', text: '*133* و ژمارەی کارتەکە و # لێبدە، پاشان پەیوەندی بکە.' },
      { title: 'پشتڕاستکردنەوە وەربگرە', text: 'لە چەند چرکەیەکدا نامەیەکت بە باڵانسی نوێوە بۆ دێت.' },
    ],
  },
};
