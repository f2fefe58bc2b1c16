import type { Meta, StoryObj } from '@storybook/nextjs';
import { toLocale, type Locale } from '@/lib/locales';
import { Button } from '@/ui/primitives';
import { notify, SiteToaster, TOAST_DURATION_MS, type ToastKind } from './toast';

const samples: Record<Locale, Record<ToastKind, { label: string; message: string }>> = {
  ar: {
    success: { label: 'نجاح', message: 'تم إرسال الرمز إلى هاتفك.' },
    error: { label: 'خطأ', message: 'تعذّر الاتصال بالخادم: حاول لاحقاً.' },
    info: { label: 'معلومة', message: 'سيتم تحديث رصيدك خلال دقائق.' },
  },
  en: {
    success: { label: 'Success', message: 'The code was sent to your phone.' },
    error: { label: 'Error', message: 'Cannot connect to server: try later.' },
    info: { label: 'Info', message: 'Your balance will update in a few minutes.' },
  },
  ku: {
    success: { label: 'سەرکەوتوو', message: 'کۆدەکە بۆ مۆبایلەکەت نێردرا.' },
    error: { label: 'هەڵە', message: 'ناتوانرێت پەیوەندی بە سێرڤەرەوە بکرێت: دواتر هەوڵ بدەرەوە.' },
    info: { label: 'زانیاری', message: 'باڵانسەکەت لە چەند خولەکێکدا نوێ دەکرێتەوە.' },
  },
};

const kinds: ToastKind[] = ['success', 'error', 'info'];

function ToastDemo({ locale }: { locale: Locale }) {
  return (
    <div style={{ display: 'flex', gap: 12, padding: 24, paddingBlockStart: 120 }}>
      {kinds.map((kind) => (
        <Button key={kind} type="button" $variant="secondary" data-kind={kind} onClick={() => notify(samples[locale][kind].message, kind)}>
          {samples[locale][kind].label}
        </Button>
      ))}
      <SiteToaster />
    </div>
  );
}

/**
 * `notify()` shows one toast at a time (a new one replaces the one on screen) for
 * TOAST_DURATION_MS (6 s). The play function shows the success toast.
 */
const meta = {
  title: 'Shell/Feedback/Toast',
  render: (_args, { globals }) => <ToastDemo locale={toLocale(globals.locale)} />,
  play: async ({ canvasElement, userEvent }) => {
    const button = canvasElement.querySelector<HTMLButtonElement>('button[data-kind="success"]');
    if (button) await userEvent.click(button);
  },
  parameters: {
    docs: {
      description: {
        component: `At most one toast is visible; each stays ${TOAST_DURATION_MS / 1000} s and cannot be dismissed.`,
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = { globals: { locale: 'en' } };
export const Kurdish: Story = { globals: { locale: 'ku' } };
