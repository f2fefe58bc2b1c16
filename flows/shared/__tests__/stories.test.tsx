/**
 * Every story of the money screens (and of the screens built on their helpers: checkout, vanity numbers, rewards) renders in its language with no missing message, and its play
 * function (a user going through the flow against the stand-in API) passes. Storybook itself is too
 * heavy for the unit run, so each story's render and play run here with testing-library.
 */
import { testStories } from '@/lib/testing/stories';
import { embeddedFlowMessages, flowMessages } from '@/flows/messages';
import { viewMessages } from '@/lib/i18n/view-messages';
import * as cyo from '../../addon-purchase/CreateYourOwn.stories';
import * as checkout from '../../checkout/CheckoutFlow.stories';
import * as orderPage from '../../checkout/OrderPage.stories';
import * as purchase from '../../addon-purchase/PurchaseModal.stories';
import * as bill from '../../bill-pay/BillFlow.stories';
import * as quickPay from '../../bill-pay/QuickPay.stories';
import * as transfer from '../../credit-transfer/TransferFlow.stories';
import * as voucher from '../../e-voucher/EVoucher.stories';
import * as packages from '../../packages/PackagesFlow.stories';
import * as recharge from '../../recharge/RechargeFlow.stories';
import * as rechargeScreens from '../../recharge/screens.stories';
import * as roaming from '../../roaming/RoamingSearch.stories';
import * as checkInWeek from '../../rewards/CheckInWeek.stories';
import * as rewards from '../../rewards/RewardsDashboard.stories';
import * as vanityReservations from '../../vanity/Reservations.stories';
import * as vanitySearch from '../../vanity/VanitySearch.stories';
import * as payPage from '../../payment/DemoPaymentPage.stories';
import * as result from '../../payment/PaymentResult.stories';
import * as talentResults from '../../talent/TalentResults.stories';
import * as talentVote from '../../talent/TalentVote.stories';
import * as talentPage from '../../../views/talent/TalentPage.stories';

// storybook/test ships ESM only; its expect has jest's matchers (and jest-dom's), so jest's own stands in.
jest.mock('storybook/test', () => ({ expect: (globalThis as unknown as { expect: unknown }).expect }), { virtual: true });
// The stand-in API's requests are counted, so each story is checked once every answer has arrived
// (one story answers after 400 ms to show the spinner).
jest.mock('../api', () => {
  const actual = jest.requireActual('../api');
  const { createElement } = jest.requireActual('react');
  const { storyRequests: requests } = jest.requireActual('@/lib/testing/pending-requests');
  return {
    ...actual,
    MoneyApiProvider: ({ fetchImpl, ...rest }: { fetchImpl?: typeof fetch }) => createElement(actual.MoneyApiProvider, { ...rest, fetchImpl: requests.wrap(fetchImpl) }),
  };
});

testStories(
  { purchase, cyo, recharge, rechargeScreens, payPage, result, transfer, bill, quickPay, packages, voucher, roaming, checkout, orderPage, vanitySearch, vanityReservations, talentVote, talentResults, talentPage, rewards, checkInWeek },
  {
    what: 'every money screen',
    asPath: '/personal/my-account/recharge',
    // Each screen with only the messages its page (or the FlowEmbed showing it) sends.
    messages: {
      purchase: flowMessages.addon,
      cyo: flowMessages.createYourOwn,
      recharge: flowMessages.recharge,
      rechargeScreens: flowMessages.recharge,
      payPage: flowMessages.payment,
      result: flowMessages.payment,
      transfer: flowMessages.creditTransfer,
      bill: flowMessages.billPay,
      quickPay: flowMessages.quickPay,
      packages: flowMessages.packages,
      voucher: flowMessages.eVoucher,
      roaming: embeddedFlowMessages.roaming,
      checkout: viewMessages.checkout,
      orderPage: viewMessages.checkout,
      vanitySearch: flowMessages.vanity,
      vanityReservations: flowMessages.vanity,
      talentVote: viewMessages.talent,
      talentResults: viewMessages.talent,
      talentPage: viewMessages.talent,
      rewards: embeddedFlowMessages.rewards,
      checkInWeek: embeddedFlowMessages.rewards,
    },
  },
);
