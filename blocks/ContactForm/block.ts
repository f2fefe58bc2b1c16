import { z } from 'zod';
import { formKeys } from '@/lib/flows';
import { defineBlock } from '@/lib/blocks/define';
import type { ContactFormProps } from './ContactForm';

type Props = Omit<ContactFormProps, 'fetchImpl'>;

export default defineBlock<Props>({
  type: 'ContactForm',
  label: 'Form',
  category: 'forms',
  schema: z.object({
    formKey: z.enum(formKeys),
    title: z.string().trim().min(1, { error: 'validation.required' }).max(120),
    intro: z.string().max(600),
  }) satisfies z.ZodType<Props>,
  fields: {
    formKey: {
      type: 'select',
      label: 'Form',
      options: [
        { label: 'Contact us', value: 'contact' },
        { label: 'Investor relations', value: 'investor' },
        { label: 'General enquiry (/form)', value: 'general' },
        { label: '365 days loyalty sign-up', value: 'form-365' },
        { label: 'Business (B2B) enquiry', value: 'b2b' },
        { label: 'Shareholders', value: 'shareholders' },
      ],
    },
    title: { type: 'text', label: 'Title' },
    intro: { type: 'textarea', label: 'Introduction' },
  },
  messages: ['forms'],
  defaultProps: { formKey: 'contact', title: 'Contact us', intro: '' },
});
