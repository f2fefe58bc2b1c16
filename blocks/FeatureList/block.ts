import { z } from 'zod';
import { defineBlock } from '@/lib/blocks/define';
import type { FeatureIcon, FeatureListProps } from './FeatureList';

const iconNames = ['signal', 'speed', 'globe', 'shield', 'gift', 'phone', 'wifi', 'star'] as const satisfies readonly FeatureIcon[];
const iconLabels: Record<FeatureIcon, string> = {
  signal: 'Signal',
  speed: 'Speed',
  globe: 'Globe',
  shield: 'Shield',
  gift: 'Gift',
  phone: 'Phone',
  wifi: 'Wi-Fi',
  star: 'Star',
};

export default defineBlock<FeatureListProps>({
  type: 'FeatureList',
  label: 'Feature list',
  category: 'marketing',
  schema: z.object({
    title: z.string().max(160, { error: 'validation.tooLong?max=160' }),
    items: z
      .array(
        z.object({
          icon: z.enum(iconNames),
          title: z.string().trim().min(1, { error: 'validation.required' }).max(80, { error: 'validation.tooLong?max=80' }),
          text: z.string().max(300, { error: 'validation.tooLong?max=300' }),
        }),
      )
      .max(16, { error: 'validation.invalid' }),
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)], { error: 'validation.invalid' }),
  }) satisfies z.ZodType<FeatureListProps>,
  fields: {
    title: { type: 'text', label: 'Title (optional)' },
    items: {
      type: 'array',
      label: 'Features',
      arrayFields: {
        icon: { type: 'select', label: 'Icon', options: iconNames.map((value) => ({ label: iconLabels[value], value })) },
        title: { type: 'text', label: 'Title' },
        text: { type: 'textarea', label: 'Text' },
      },
      defaultItemProps: { icon: 'star', title: 'Feature', text: '' },
      itemSummaryField: 'title',
    },
    columns: {
      type: 'select',
      label: 'Columns on wide screens (phones show one)',
      options: [
        { label: '2', value: 2 },
        { label: '3', value: 3 },
        { label: '4', value: 4 },
      ],
    },
  },
  defaultProps: { title: '', items: [{ icon: 'star', title: 'Feature', text: '' }], columns: 3 },
});
