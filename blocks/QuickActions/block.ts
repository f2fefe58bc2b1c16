import { z } from 'zod';
import { contentLink } from '@/lib/validation/content';
import { defineBlock } from '@/lib/blocks/define';
import type { QuickActionIcon, QuickActionsProps } from './QuickActions';

const iconNames = ['recharge', 'bill', 'addon', 'transfer', 'account', 'phone', 'globe', 'gift', 'star'] as const satisfies readonly QuickActionIcon[];
const iconLabels: Record<QuickActionIcon, string> = {
  recharge: 'Recharge (card)',
  bill: 'Bill (receipt)',
  addon: 'Add-on (plus)',
  transfer: 'Transfer (arrows)',
  account: 'Account (person)',
  phone: 'Phone',
  globe: 'Globe',
  gift: 'Gift',
  star: 'Star',
};

export default defineBlock<QuickActionsProps>({
  type: 'QuickActions',
  label: 'Quick actions',
  category: 'content',
  schema: z.object({
    title: z.string().max(120, { error: 'validation.tooLong?max=120' }),
    items: z
      .array(
        z.object({
          label: z.string().trim().min(1, { error: 'validation.required' }).max(40, { error: 'validation.tooLong?max=40' }),
          href: contentLink().refine((v) => v.trim() !== '', { error: 'validation.required' }),
          icon: z.enum(iconNames),
        }),
      )
      .max(8, { error: 'validation.invalid' }),
  }) satisfies z.ZodType<QuickActionsProps>,
  fields: {
    title: { type: 'text', label: 'Title (optional)' },
    items: {
      type: 'array',
      label: 'Actions',
      arrayFields: {
        label: { type: 'text', label: 'Label' },
        href: { type: 'text', label: 'Link' },
        icon: { type: 'select', label: 'Icon', options: iconNames.map((value) => ({ label: iconLabels[value], value })) },
      },
      defaultItemProps: { label: 'Action', href: '/', icon: 'star' },
      itemSummaryField: 'label',
    },
  },
  // The five top tasks (lib/top-tasks.ts); an editor renames them in the page's language.
  defaultProps: {
    title: '',
    items: [
      { label: 'Recharge', href: '/personal/my-account/recharge', icon: 'recharge' },
      { label: 'Pay a bill', href: '/personal/my-account/bill', icon: 'bill' },
      { label: 'Buy an add-on', href: '/personal/add-ons', icon: 'addon' },
      { label: 'Transfer credit', href: '/personal/my-account/balance-transfer', icon: 'transfer' },
      { label: 'My account', href: '/personal/my-account', icon: 'account' },
    ],
  },
});
