import type { Meta, StoryObj } from '@storybook/nextjs';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { toLocale, type Locale } from '@/lib/locales';
import { Button } from '@/ui/primitives';
import { NOTICE_AUTO_CLOSE_MS, type Notice, type NoticeKind } from './notice';
import { NoticeOverlay } from './NoticeOverlay';

const samples: Record<Locale, Record<NoticeKind, string> & { again: string }> = {
  ar: {
    success: 'تم تفعيل باقة الإنترنت. ستصلك رسالة تأكيد قريباً.',
    failure: 'لم تكتمل عملية الدفع ولم يُخصم أي مبلغ. حاول مرة أخرى.',
    again: 'أظهر الإشعار مرة أخرى',
  },
  en: {
    success: 'Your internet bundle is active. A confirmation SMS is on its way.',
    failure: 'The payment was not completed and no money was taken. Try again.',
    again: 'Show the notice again',
  },
  ku: {
    success: 'پاکێجی ئینتەرنێتەکەت چالاک کرا. نامەیەکی پشتڕاستکردنەوەت بۆ دێت.',
    failure: 'پارەدانەکە تەواو نەبوو و هیچ پارەیەک نەبڕدرا. دووبارە هەوڵ بدەرەوە.',
    again: 'ئاگادارییەکە دووبارە پیشان بدە',
  },
};

/**
 * The overlay closes itself after NOTICE_AUTO_CLOSE_MS (5 s), on Escape or on its button: this
 * wrapper shows it at once and re-opens it from a button.
 */
function NoticeDemo({ kind, locale }: { kind: NoticeKind; locale: Locale }) {
  const t = useTranslations('notice');
  const [open, setOpen] = useState(true);
  const close = useCallback(() => setOpen(false), []);
  const notice = useMemo<Notice>(() => ({ kind, title: t(kind), message: samples[locale][kind] }), [kind, locale, t]);
  return (
    <div style={{ padding: 24 }}>
      <Button type="button" onClick={() => setOpen(true)} disabled={open}>
        {samples[locale].again}
      </Button>
      {open && <NoticeOverlay notice={notice} onClose={close} />}
    </div>
  );
}

interface NoticeStoryArgs {
  kind: NoticeKind;
}

/**
 * The full-screen notice: green for success, red for failure. It closes by itself after
 * 5 seconds; press the button to show it again.
 */
const meta = {
  title: 'Shell/Feedback/NoticeOverlay',
  args: { kind: 'success' },
  argTypes: { kind: { control: { type: 'inline-radio' }, options: ['success', 'failure'] } },
  render: ({ kind }, { globals }) => <NoticeDemo kind={kind} locale={toLocale(globals.locale)} />,
  parameters: {
    docs: {
      description: {
        component: `Closes by itself after ${NOTICE_AUTO_CLOSE_MS / 1000} s (and on Escape or its button); the story's button re-opens it.`,
      },
    },
  },
} satisfies Meta<NoticeStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuccessArabic: Story = { args: { kind: 'success' }, globals: { locale: 'ar' } };
export const SuccessEnglish: Story = { args: { kind: 'success' }, globals: { locale: 'en' } };
export const SuccessKurdish: Story = { args: { kind: 'success' }, globals: { locale: 'ku' } };

export const FailureArabic: Story = { args: { kind: 'failure' }, globals: { locale: 'ar' } };
export const FailureEnglish: Story = { args: { kind: 'failure' }, globals: { locale: 'en' } };
export const FailureKurdish: Story = { args: { kind: 'failure' }, globals: { locale: 'ku' } };
