import { z } from 'zod';
import { siteImage } from '@/lib/validation/content';
import { isHttpUrl } from '@/lib/validation/rules';
import { defineBlock } from '@/lib/blocks/define';
import type { AppDownloadProps } from './AppDownload';

/** A store link: an absolute https URL (it leaves the site through /api/redirect), or '' for none. */
const storeUrl = () =>
  z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || (/^https:\/\//i.test(v) && isHttpUrl(v)), { error: 'validation.url' });

export default defineBlock<AppDownloadProps>({
  type: 'AppDownload',
  label: 'App download',
  category: 'marketing',
  fullBleed: true,
  schema: z.object({
    title: z.string().trim().min(1, { error: 'validation.required' }).max(120),
    text: z.string().max(400),
    appStoreUrl: storeUrl(),
    playStoreUrl: storeUrl(),
    image: z.union([z.literal(''), siteImage()]),
    imageAlt: z.string().max(200),
    smsLink: z.boolean().default(false),
  }) satisfies z.ZodType<AppDownloadProps>,
  fields: {
    title: { type: 'text', label: 'Title' },
    text: { type: 'textarea', label: 'Text' },
    appStoreUrl: { type: 'text', label: 'App Store link (https://…, empty to hide)' },
    playStoreUrl: { type: 'text', label: 'Google Play link (https://…, empty to hide)' },
    image: { type: 'text', label: 'Image (/images/…)' },
    imageAlt: { type: 'text', label: 'Image description (empty if decorative)' },
    smsLink: {
      type: 'radio',
      label: '"Text me the link" form',
      options: [
        { label: 'Hidden', value: false },
        { label: 'Shown', value: true },
      ],
    },
  },
  messages: ['blocks.AppDownload', 'sso.appSms'],
  defaultProps: {
    title: 'Get the Nour Mobile app',
    text: '',
    appStoreUrl: 'https://apps.apple.com/iq/app/nour-mobile/id6450000000',
    playStoreUrl: 'https://play.google.com/store/apps/details?id=iq.nourmobile.app',
    image: '/images/phone-1.svg',
    imageAlt: '',
    smsLink: false,
  },
});
