import type { Meta, StoryObj } from '@storybook/nextjs';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { fakeApi, ok, refused } from '../shared/testing';
import { SWRConfig } from 'swr';
import { sampleRound } from './__fixtures__/talent';
import { TalentEditor } from './TalentEditor';

/** The round editor against an in-memory stand-in of /api/editor/talent (signed in). */
function Demo({ language, hasVotes }: { language: 'en' | 'ar'; hasVotes: boolean }) {
  const [api] = useState(() => {
    const round = sampleRound(hasVotes);
    return fakeApi({
      'GET /api/editor/me': ok({ email: 'editor@example.com', name: 'Editor' }),
      'GET /api/editor/talent': () => ok(round),
      'PATCH /api/editor/talent': ({ body }) => {
        Object.assign(round, body);
        return ok(round);
      },
      'PUT /api/editor/talent': ({ body }) => {
        if (body.videoUrl && !/^https:\/\/(www\.)?youtu/.test(body.videoUrl)) return refused(400, 'Not valid.', { errors: { videoUrl: 'Enter a secure YouTube link.' } });
        const saved = { ...body, id: body.id ?? 100 + round.contestants.length };
        round.contestants = [...round.contestants.filter((c) => c.id !== saved.id), saved];
        return ok(saved);
      },
      'DELETE /api/editor/talent': ({ query }) => {
        round.contestants = round.contestants.filter((c) => String(c.id) !== query.get('id'));
        return ok(null);
      },
    });
  });
  // Its own SWR cache: the stories' rounds differ (voting started or not).
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <TalentEditor fetchImpl={api.fetchImpl} initialLanguage={language} />
    </SWRConfig>
  );
}

const meta = {
  title: 'Editor/Talent vote',
  args: { language: 'en', hasVotes: false },
  render: (args) => <Demo language={args.language} hasVotes={args.hasVotes} />,
} satisfies Meta<{ language: 'en' | 'ar'; hasVotes: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'New contestant' })).toBeInTheDocument();
  },
};
export const Arabic: Story = { globals: { locale: 'ar' }, args: { language: 'ar' } };
/** The editor's screens are in English and Arabic; a Kurdish-speaking editor sees English here. Voting has started: no adding or removing. */
export const KurdishEditorVotingStarted: Story = {
  globals: { locale: 'ku' },
  args: { hasVotes: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/no longer added or removed/)).toBeInTheDocument();
  },
};
