/**
 * Every story of the sign-in and account screens renders in its language with no missing message, and
 * its play function passes. Storybook itself is too heavy for the unit run, so each story's render and
 * play run here with testing-library.
 */
import { testStories } from '@/lib/testing/stories';
import { flowMessages } from '@/flows/messages';
import * as authentication from '../../login/AuthenticationFlow.stories';
import * as captcha from '../../login/Captcha.stories';
import * as login from '../../login/LoginFlow.stories';
import * as pin from '../../login/PinConfirmation.stories';
import * as outbox from '../../dev/SmsOutbox.stories';
import * as mifi from '../ConnectMifi.stories';
import * as dashboard from '../Dashboard.stories';
import * as lineInfo from '../LineInfo.stories';
import * as notifications from '../Notifications.stories';
import * as orders from '../Orders.stories';
import * as profile from '../Profile.stories';
import * as usage from '../Usage.stories';
import * as alerts from '../Alerts.stories';

// storybook/test ships ESM only; its expect has jest's matchers (and jest-dom's), so jest's own stands in.
jest.mock('storybook/test', () => ({ expect: (globalThis as unknown as { expect: unknown }).expect }), { virtual: true });
jest.mock('@/shell/feedback/toast', () => ({ notify: jest.fn(async () => 'toast') }));
// The stand-in API's requests are counted, so each story is checked once every answer has arrived.
jest.mock('../api', () => {
  const actual = jest.requireActual('../api');
  const { createElement } = jest.requireActual('react');
  const { storyRequests: requests } = jest.requireActual('@/lib/testing/pending-requests');
  return {
    ...actual,
    ApiDepsProvider: ({ fetchImpl, ...rest }: { fetchImpl?: typeof fetch }) => createElement(actual.ApiDepsProvider, { ...rest, fetchImpl: requests.wrap(fetchImpl) }),
  };
});

testStories(
  { authentication, captcha, login, pin, outbox, mifi, dashboard, lineInfo, notifications, orders, profile, usage, alerts },
  {
    what: 'every screen',
    asPath: '/personal/my-account',
    unanswered: { 'dashboard LoadingArabic': 1 },
    // Each screen with only the messages its page sends.
    messages: {
      authentication: flowMessages.login,
      captcha: flowMessages.otp,
      login: flowMessages.login,
      pin: flowMessages.otp,
      outbox: flowMessages.devSms,
      mifi: flowMessages.mifi,
      dashboard: flowMessages.dashboard,
      lineInfo: [...flowMessages.mifi, ...flowMessages.orders], // the file shows both pages' screens
      notifications: flowMessages.notifications,
      orders: flowMessages.orders,
      profile: flowMessages.profile,
      usage: flowMessages.usage,
      alerts: flowMessages.alerts,
    },
  },
);
