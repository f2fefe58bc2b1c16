/**
 * The editor's stories render without a server, and their play functions pass. Storybook itself is
 * too heavy for the unit run, so each story's render and play run here with testing-library.
 */
import { cleanup, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/lib/theme/tokens';
import * as checkListStories from '../CheckList.stories';
import * as newLineStories from '../NewLineRequests.stories';
import * as pageListStories from '../PageList.stories';
import * as signInStories from '../SignIn.stories';
import * as talentStories from '../TalentEditor.stories';

// storybook/test ships ESM only; its expect has jest's matchers (and jest-dom's), so jest's own stands in.
jest.mock('storybook/test', () => ({ expect: (globalThis as unknown as { expect: unknown }).expect }), { virtual: true });

interface StoryLike {
  args?: Record<string, unknown>;
  globals?: Record<string, unknown>;
  play?: (context: unknown) => Promise<void>;
}
interface MetaLike {
  args: Record<string, unknown>;
  render: (args: never, context: unknown) => ReactElement;
}

const files = { CheckList: checkListStories, NewLineRequests: newLineStories, PageList: pageListStories, SignIn: signInStories, TalentEditor: talentStories } as unknown as Record<string, Record<string, StoryLike> & { default: MetaLike }>;
const cases = Object.entries(files).flatMap(([file, { default: meta, ...stories }]) => Object.entries(stories).map(([name, story]) => [`${file} ${name}`, meta, story] as const));

afterEach(cleanup);

it.each(cases)('%s', async (_, meta, story) => {
  const args = { ...meta.args, ...story.args };
  // The theme, as Storybook's preview and the site's _app provide it.
  render(<ThemeProvider theme={theme}>{meta.render(args as never, { args, globals: story.globals ?? {} })}</ThemeProvider>);
  expect(document.body.textContent).not.toBe('');
  await story.play?.({ args, canvas: within(document.body), userEvent: userEvent.setup() });
});
