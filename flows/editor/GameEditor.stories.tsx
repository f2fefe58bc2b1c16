import type { Meta, StoryObj } from '@storybook/nextjs';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { fakeApi, ok } from '../shared/testing';
import { editorGames } from './__fixtures__/games';
import { GameEditor } from './GameEditor';

/** The games editor against an in-memory stand-in of /api/editor/games (signed in). */
function Demo({ language }: { language: 'en' | 'ar' }) {
  const [api] = useState(() => {
    const games = new Map(editorGames.map((g) => [g.id, g]));
    return fakeApi({
      'GET /api/editor/me': ok({ email: 'editor@example.com', name: 'Editor' }),
      'GET /api/editor/games': () => ok([...games.values()]),
      'PUT /api/editor/games': ({ body }) => {
        games.set(body.id, { ...games.get(body.id)!, ...body });
        return ok(games.get(body.id));
      },
    });
  });
  return <GameEditor fetchImpl={api.fetchImpl} initialLanguage={language} />;
}

const meta = {
  title: 'Editor/Games',
  args: { language: 'en' },
  render: (args) => <Demo language={args.language} />,
} satisfies Meta<{ language: 'en' | 'ar' }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Saved Shake to win.')).toBeInTheDocument();
  },
};
export const Arabic: Story = { globals: { locale: 'ar' }, args: { language: 'ar' } };
