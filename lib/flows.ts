/** The coded flows a FlowEmbed block can show, and the route each lives on. */
export const flowRoutes = {
  'addon-purchase': '/personal/add-ons',
  recharge: '/personal/my-account/recharge',
  'bill-pay': '/personal/my-account/bill',
  'credit-transfer': '/personal/my-account/balance-transfer',
  vanity: '/personal/vanity-numbers',
  'e-voucher': '/e-voucher',
  'imei-check': '/personal/four-g-lte/check-phone',
  'shop-locator': '/support/shops',
  roaming: '/personal/roaming',
  'create-your-own': '/personal/add-ons/create-your-own',
  'platinum-partners': '/platinum',
  'platinum-apply': '/platinum',
  rewards: '/personal/rewards',
} as const;

export type FlowName = keyof typeof flowRoutes;
export const flowNames = Object.keys(flowRoutes) as FlowName[];

/** The flows a FlowEmbed block shows in place (the others are a card linking to the flow's page). */
export const embeddedFlows = ['roaming', 'create-your-own', 'imei-check', 'platinum-partners', 'platinum-apply', 'rewards'] as const satisfies readonly FlowName[];
export type EmbeddedFlow = (typeof embeddedFlows)[number];

/** The forms of spec section 2, each stored in the database by key (lib/forms.ts defines their fields). */
export const formKeys = ['contact', 'investor', 'general', 'form-365', 'b2b', 'shareholders'] as const;
export type FormKey = (typeof formKeys)[number];
