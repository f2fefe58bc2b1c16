import type { Meta, StoryObj } from '@storybook/nextjs';
import block from './block';
import { Accordion } from './Accordion';

const meta = { title: 'Blocks/Content/Accordion', component: Accordion, args: { ...block.defaultProps } } satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'شروط العرض',
    openFirst: true,
    items: [
      { title: 'من يمكنه الاشتراك؟', html: '<p>جميع مشتركي نور موبايل بخطوط الدفع المسبق والدفع الآجل.</p>' },
      { title: 'متى تنتهي صلاحية الباقة؟', html: '<p>تنتهي الباقة بعد <strong>30 يومًا</strong> من تاريخ التفعيل.</p>' },
      { title: 'هل يتجدد الاشتراك تلقائيًا؟', html: '<p>نعم، ويمكنك إلغاء التجديد بإرسال 0 إلى 2020.</p>' },
    ],
  },
};
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'Offer terms',
    items: [
      { title: 'Who can subscribe?', html: '<p>All Nour Mobile prepaid and postpaid customers.</p>' },
      { title: 'When does the bundle expire?', html: '<p>The bundle expires <strong>30 days</strong> after activation.</p>' },
      { title: 'Does it renew automatically?', html: '<p>Yes. To stop the renewal, send 0 to 2020.</p>' },
    ],
  },
};
export const Kurdish: Story = {
  globals: { locale: 'ku' },
  args: {
    title: 'مەرجەکانی ئۆفەر',
    openFirst: true,
    items: [
      { title: 'کێ دەتوانێت بەشداربێت؟', html: '<p>هەموو بەشداربووانی نوور مۆبایل، پێشەکی و دواکی.</p>' },
      { title: 'پاکێجەکە کەی بەسەر دەچێت؟', html: '<p>پاکێجەکە <strong>30 ڕۆژ</strong> دوای چالاککردن بەسەر دەچێت.</p>' },
      { title: 'ئایا بە شێوەی خۆکار نوێ دەبێتەوە؟', html: '<p>بەڵێ. بۆ ڕاگرتنی نوێبوونەوە، 0 بنێرە بۆ 2020.</p>' },
    ],
  },
};
