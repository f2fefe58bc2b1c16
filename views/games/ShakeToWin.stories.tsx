import type { Meta, StoryObj } from '@storybook/nextjs';
import { expect } from 'storybook/test';
import { MoneyApiProvider } from '@/flows/shared/api';
import { fakeApi, ok, testDeviceId } from '@/flows/shared/testing';
import { ShakeToWin } from './ShakeToWin';
import { shakeGame, wonPoints } from './__fixtures__/games';

const api = () => fakeApi({ 'POST /api/v1/games/shake-to-win/play': ok(wonPoints, {}, 'You won: 10 points!') });

/** /personal/game: shake the phone or press the button; the result is announced. */
const meta = {
  title: 'Games/Shake to win',
  args: { game: shakeGame, signedIn: true },
  render: (args) => (
    <MoneyApiProvider fetchImpl={api().fetchImpl} deviceId={testDeviceId}>
      <ShakeToWin {...args} />
    </MoneyApiProvider>
  ),
} satisfies Meta<typeof ShakeToWin>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = { globals: { locale: 'ar' } };
export const English: Story = { globals: { locale: 'en' } };
export const Kurdish: Story = { globals: { locale: 'ku' } };
export const Won: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play now' }));
    await expect(await canvas.findByText('You won: 10 points!')).toBeInTheDocument();
  },
};
export const PlayedToday: Story = { args: { game: { ...shakeGame, canPlay: false, reason: 'playedToday' } }, globals: { locale: 'ar' } };
export const Visitor: Story = { args: { game: { ...shakeGame, canPlay: false, reason: 'signIn' }, signedIn: false }, globals: { locale: 'ku' } };
