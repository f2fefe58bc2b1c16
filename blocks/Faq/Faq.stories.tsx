import type { Meta, StoryObj } from '@storybook/nextjs';
import block from './block';
import { Faq } from './Faq';

const meta = { title: 'Blocks/Content/Faq', component: Faq, args: { ...block.defaultProps } } satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'الأسئلة الشائعة',
    items: [
      { question: 'كيف أعرف رصيدي؟', answer: 'اطلب *100# من خطك، أو افتح صفحة رصيدي في حسابك.' },
      { question: 'كيف أفعّل التجوال؟', answer: 'التجوال مفعّل تلقائيًا لخطوط الدفع الآجل. لخطوط الدفع المسبق اشترك في إحدى باقات التجوال قبل السفر.' },
      { question: 'هل يمكنني نقل رصيد إلى رقم آخر؟', answer: 'نعم، من 1,000 إلى 60,000 د.ع في كل عملية.' },
    ],
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'Frequently asked questions',
    items: [
      { question: 'How do I check my balance?', answer: 'Dial *100# from your line, or open My Balance in your account.' },
      { question: 'How do I turn on roaming?', answer: 'Roaming is on for postpaid lines. On prepaid lines, subscribe to a roaming bundle before you travel.' },
      { question: 'Can I transfer credit to another number?', answer: 'Yes, from 1,000 to 60,000 IQD per transfer.' },
    ],
  },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  args: {
    title: 'پرسیارە باوەکان',
    items: [
      { question: 'چۆن باڵانسەکەم بزانم؟', answer: 'لە هێڵەکەتەوە *100# لێبدە، یان پەڕەی باڵانسەکەم لە هەژمارەکەتدا بکەرەوە.' },
      { question: 'چۆن ڕۆمینگ چالاک بکەم؟', answer: 'ڕۆمینگ بۆ هێڵە دواکییەکان چالاکە. بۆ هێڵە پێشەکییەکان، پێش گەشتکردن بەشداری پاکێجێکی ڕۆمینگ بکە.' },
      { question: 'دەتوانم باڵانس بگوازمەوە بۆ ژمارەیەکی تر؟', answer: 'بەڵێ، لە 1,000 تا 60,000 د.ع لە هەر جارێکدا.' },
    ],
  },
};
