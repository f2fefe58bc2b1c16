/**
 * The editor's stories render without a server, and their play functions pass. Storybook itself is
 * too heavy for the unit run, so each story's render and play run here with testing-library.
 */
import { testStories } from '@/lib/testing/stories';
import * as addLanguageStories from '../AddLanguage.stories';
import * as checkListStories from '../CheckList.stories';
import * as messageLogStories from '../MessageLog.stories';
import * as newLineStories from '../NewLineRequests.stories';
import * as pageListStories from '../PageList.stories';
import * as portingStories from '../PortingRequests.stories';
import * as reviewStories from '../Review.stories';
import * as reviewBarStories from '../ReviewBar.stories';
import * as sideBySideStories from '../SideBySide.stories';
import * as signInStories from '../SignIn.stories';
import * as talentStories from '../TalentEditor.stories';
import * as versionListStories from '../VersionList.stories';

// storybook/test ships ESM only; its expect has jest's matchers (and jest-dom's), so jest's own stands in.
jest.mock('storybook/test', () => ({ expect: (globalThis as unknown as { expect: unknown }).expect }), { virtual: true });

testStories(
  {
    AddLanguage: addLanguageStories,
    CheckList: checkListStories,
    MessageLog: messageLogStories,
    NewLineRequests: newLineStories,
    PageList: pageListStories,
    PortingRequests: portingStories,
    Review: reviewStories,
    ReviewBar: reviewBarStories,
    SideBySide: sideBySideStories,
    SignIn: signInStories,
    TalentEditor: talentStories,
    VersionList: versionListStories,
  },
  { what: 'the editor', asPath: '/editor', notTrilingual: ['AddLanguage', 'CheckList', 'MessageLog', 'NewLineRequests', 'PageList', 'PortingRequests', 'Review', 'ReviewBar', 'SideBySide', 'SignIn', 'TalentEditor'] },
);
