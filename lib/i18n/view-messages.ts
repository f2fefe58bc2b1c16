/**
 * The message namespaces of each view (beyond the shell's, lib/i18n/namespaces.ts); the view's pages
 * pass the list to shellProps and export it for the check in tests/api/page-messages.test.ts.
 */
import type { MessageNamespace } from '@/lib/i18n/namespaces';

export const viewMessages = {
  mall: ['shop', 'sso'],
  shop: ['shop'],
  checkout: ['checkout', 'money.methods'],
  blog: ['blog'],
  careers: ['careers', 'forms.common', 'myAccount.common'],
  talent: ['talent.coBrand', 'talent.results', 'talent.vote', 'signIn.pin', 'myAccount.common'],
} as const satisfies Record<string, readonly MessageNamespace[]>;
