/**
 * The message namespaces of each flow a FlowEmbed block shows in place (beyond the shell's, see
 * lib/i18n/namespaces.ts): one place, read by the block's definition for the page's props. A flow
 * shown as a link card needs only the card's own messages (blocks.FlowEmbed).
 */
import type { EmbeddedFlow } from '@/lib/flows';
import type { MessageNamespace } from '@/lib/i18n/namespaces';

export const embeddedFlowMessages: Record<EmbeddedFlow, readonly MessageNamespace[]> = {
  roaming: ['money.roaming', 'money.purchase', 'blocks.RoamingCountries', 'blocks.AddonCard', 'tr2'],
  'create-your-own': ['money.cyo'],
  'imei-check': ['imei'],
  'platinum-partners': ['platinum.partners', 'shops.map'],
  'platinum-apply': ['platinum.apply', 'platinum.errors', 'platinum.partners', 'forms.common', 'myAccount.common', 'signIn.pin'],
  rewards: ['rewards'],
};

/**
 * The namespaces of each flow on its own page (its page passes the list to shellProps and exports it
 * for the check in tests/messages/page-messages.test.ts).
 */
export const flowMessages = {
  recharge: ['money.recharge', 'money.balanceLow', 'money.payment', 'money.purchase', 'money.methods', 'blocks.AddonCard', 'tr2'],
  billPay: ['money.bill', 'quickPay', 'money.methods'],
  autoRecharge: ['money.autoRecharge'],
  quickPay: ['money.bill', 'quickPay', 'signIn.pin', 'myAccount.common', 'money.methods'],
  creditTransfer: ['money.transfer', 'signIn.pin', 'myAccount.common'],
  eVoucher: ['money.voucher', 'money.payment', 'money.transfer', 'money.methods'],
  payment: ['money.pay', 'money.payment', 'money.methods'],
  addon: ['money.addon', 'money.purchase', 'blocks.AddonCard', 'tr2'],
  createYourOwn: ['money.cyo'],
  packages: ['money.packages', 'money.transfer', 'signIn.pin', 'myAccount.common', 'blocks.AddonCard', 'tr2'],
  newLine: ['newLine', 'signIn.pin', 'myAccount.common', 'esim'],
  login: ['signIn', 'quickPay', 'myAccount.common', 'myAccount.profile'],
  otp: ['signIn.captcha', 'signIn.pin', 'signIn.sending', 'myAccount.common'],
  dashboard: ['myAccount'],
  mifi: ['myAccount', 'signIn.auth', 'signIn.pin', 'signIn.sending'],
  lostSim: ['lostSim', 'myAccount.common', 'signIn.pin', 'signIn.password'],
  esim: ['esim', 'lostSim', 'myAccount.common', 'signIn.pin', 'signIn.password'],
  porting: ['porting', 'signIn.pin', 'myAccount.common'],
  profile: ['myAccount', 'signIn.auth', 'signIn.email', 'signIn.password', 'signIn.pin', 'signIn.sending'],
  notifications: ['myAccount.common', 'myAccount.notifications'],
  usage: ['myAccount.common', 'myAccount.usage'],
  alerts: ['myAccount.common', 'myAccount.alerts'],
  orders: ['myAccount.common', 'myAccount.orders', 'checkout.list', 'checkout.order', 'money.methods'],
  logout: ['myAccount.common', 'myAccount.logout'],
  vanity: ['vanity'],
  games: ['games'],
  devSms: ['devSms', 'myAccount.common'],
  ssoPartner: ['sso.partner'],
  shops: ['shops'],
} as const satisfies Record<string, readonly MessageNamespace[]>;
