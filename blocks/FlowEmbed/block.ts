import { z } from 'zod';
import { embeddedFlowMessages } from '@/flows/messages';
import { embeddedFlows, flowNames, type EmbeddedFlow, type FlowName } from '@/lib/flows';
import { defineBlock } from '@/lib/blocks/define';
import type { FlowEmbedProps } from './FlowEmbed';

const flowLabels: Record<FlowName, string> = {
  'addon-purchase': 'Add-on purchase',
  recharge: 'Recharge',
  'bill-pay': 'Bill payment',
  'credit-transfer': 'Credit transfer',
  vanity: 'Vanity numbers',
  'e-voucher': 'E-voucher',
  'imei-check': 'IMEI 4G check (shown in place)',
  'shop-locator': 'Shop locator',
  roaming: 'Roaming country search (shown in place)',
  'create-your-own': 'Create your own bundle (shown in place)',
  'platinum-partners': 'Platinum partners map and list (shown in place)',
  'platinum-apply': 'Platinum partner application (shown in place)',
  rewards: 'Rewards: points, daily check-in, catalogue (shown in place)',
};

export default defineBlock<FlowEmbedProps>({
  type: 'FlowEmbed',
  label: 'Flow (recharge, bill payment, …)',
  category: 'commerce',
  schema: z.object({
    flow: z.enum(flowNames as [FlowName, ...FlowName[]]),
    title: z.string().trim().min(1, { error: 'validation.required' }).max(120),
    text: z.string().max(400),
  }) satisfies z.ZodType<FlowEmbedProps>,
  fields: {
    flow: { type: 'select', label: 'Flow', options: flowNames.map((value) => ({ label: flowLabels[value], value })) },
    title: { type: 'text', label: 'Title' },
    text: { type: 'textarea', label: 'Text' },
  },
  // The link card's own messages, and the flow's when it is shown in place.
  messages: ({ flow }) => ['blocks.FlowEmbed', ...((embeddedFlows as readonly FlowName[]).includes(flow) ? embeddedFlowMessages[flow as EmbeddedFlow] : [])],
  defaultProps: { flow: 'recharge', title: 'Recharge your balance', text: '' },
});
