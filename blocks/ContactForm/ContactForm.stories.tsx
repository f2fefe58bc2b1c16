import type { Meta, StoryObj } from '@storybook/nextjs';
import block from './block';
import { ContactForm } from './ContactForm';

/** Stands in for POST /api/v1/forms/{key}: answers success after a short wait. */
const fakeFetch = (async () => {
  await new Promise((resolve) => setTimeout(resolve, 800));
  return new Response(JSON.stringify({ data: { id: 1 }, success: true, message: '' }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}) as typeof fetch;

const meta = {
  title: 'Blocks/Forms/ContactForm',
  component: ContactForm,
  args: { ...block.defaultProps, fetchImpl: fakeFetch },
  argTypes: { fetchImpl: { table: { disable: true } } },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'تواصل معنا',
    intro: 'أرسل لنا سؤالك أو ملاحظتك وسيرد عليك فريق خدمة العملاء خلال يوم عمل واحد.',
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'Contact us',
    intro: 'Send us your question or feedback and our customer care team will answer within one working day.',
  },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  args: {
    formKey: 'form-365',
    title: 'بەشداری بەرنامەی 365 ڕۆژ بکە',
    intro: 'هەموو ڕۆژێکی ساڵ دیاری و ئۆفەری تایبەت وەربگرە. ناو و ژمارەکەت بنووسە و پارێزگاکەت هەڵبژێرە.',
  },
};
export const BusinessEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    formKey: 'b2b',
    title: 'Talk to our business team',
    intro: 'Lines, data and devices for companies of every size. Tell us what you need and an account manager will call you.',
  },
};
