/**
 * The customer-service screens' stories (IMEI check, shop locator, Platinum partners map and application,
 * the editor's device table and partner review) render in their language with no
 * missing message, their play functions pass, and axe finds nothing (as the money screens' stories).
 */
import { testStories } from '@/lib/testing/stories';
import { embeddedFlowMessages, flowMessages } from '@/flows/messages';
import * as devices from '../../editor/DeviceTable.stories';
import * as imei from '../../imei/ImeiCheck.stories';
import * as partnerApply from '../../platinum/PartnerApply.stories';
import * as partnerMap from '../../platinum/PartnerMap.stories';
import * as partnerReview from '../../editor/PartnerReview.stories';
import * as shops from '../ShopLocator.stories';

// storybook/test ships ESM only; its expect has jest's matchers (and jest-dom's), so jest's own stands in.
jest.mock('storybook/test', () => ({ expect: (globalThis as unknown as { expect: unknown }).expect }), { virtual: true });

testStories(
  { imei, shops, devices, partnerMap, partnerApply, partnerReview },
  {
    what: 'every customer-service screen (the editor: English and Arabic, as its interface)',
    asPath: '/support/shops',
    notTrilingual: ['devices', 'partnerReview'],
    // Each screen with only the messages its page (or the FlowEmbed showing it) sends.
    messages: {
      imei: embeddedFlowMessages['imei-check'],
      shops: flowMessages.shops,
      partnerMap: embeddedFlowMessages['platinum-partners'],
      partnerApply: embeddedFlowMessages['platinum-apply'],
    },
  },
);
