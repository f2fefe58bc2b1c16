import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MoneyApiProvider } from '@/flows/shared/api';
import { fakeApi, ok, refused, testDeviceId } from '@/flows/shared/testing';
import { renderWithProviders } from '@/lib/testing/render';
import { GameDetailView } from '../GameDetailView';
import { GamesList } from '../GamesList';
import { LeaderboardView } from '../LeaderboardView';
import { ShakeToWin } from '../ShakeToWin';
import { boards, checkInGame, quizGame, quizScored, shakeGame, wonPoints } from '../__fixtures__/games';

function withApi(ui: React.ReactElement, routes: Parameters<typeof fakeApi>[0], locale: 'ar' | 'en' | 'ku' = 'en') {
  const api = fakeApi(routes);
  const navigate = jest.fn();
  renderWithProviders(
    <MoneyApiProvider fetchImpl={api.fetchImpl} deviceId={testDeviceId} navigate={navigate}>
      {ui}
    </MoneyApiProvider>,
    { locale },
  );
  return { api, navigate, user: userEvent.setup() };
}

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

describe('shake to win', () => {
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('without motion sensors (jsdom has none) the button plays once, with an Idempotency-Key, and the result is announced', async () => {
    preferReducedMotion(false);
    let answer: (value: unknown) => void = () => {};
    const { api, user } = withApi(<ShakeToWin game={shakeGame} signedIn />, {
      'POST /api/v1/games/shake-to-win/play': () => new Promise((resolve) => (answer = resolve)) as never,
    });
    expect(screen.getByText('Press the button to play.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /motion access/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play now' }));
    // The phone wiggles while the server draws (motion is not reduced).
    expect(document.querySelector('[data-animate]')).toHaveAttribute('data-animate', 'true');
    // The phone is drawn (SVG), not the 📱 emoji that phones without an emoji font show as a box (issue 28).
    expect(document.querySelector('[data-animate] svg')).not.toBeNull();
    expect(document.querySelector('[data-animate]')!.textContent).toBe('');
    await act(async () => answer(ok(wonPoints, {}, 'You won: 10 points!')));
    const status = screen.getByRole('status');
    expect(await within(status).findByText('You won: 10 points!')).toBeInTheDocument();
    expect(within(status).getByText(/Your points balance: 130/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play now' })).not.toBeInTheDocument();
    const calls = api.calls('POST /api/v1/games/shake-to-win/play');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('with reduced motion the keyboard plays without the animation', async () => {
    preferReducedMotion(true);
    let answer: (value: unknown) => void = () => {};
    const { user } = withApi(<ShakeToWin game={shakeGame} signedIn />, {
      'POST /api/v1/games/shake-to-win/play': () => new Promise((resolve) => (answer = resolve)) as never,
    });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Play now' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Playing…' })).toBeDisabled();
    expect(document.querySelector('[data-animate]')).toHaveAttribute('data-animate', 'false');
    await act(async () => answer(ok({ ...wonPoints, outcome: { kind: 'none', prizeId: 'none', points: 0 }, label: 'No prize this time' }, {}, 'No prize this time. Try again tomorrow.')));
    expect(await screen.findByText('No prize this time. Try again tomorrow.')).toBeInTheDocument();
  });

  it('a second play the same day shows the server message; visitors get a sign-in link back here', async () => {
    preferReducedMotion(false);
    const { user } = withApi(<ShakeToWin game={shakeGame} signedIn />, {
      'POST /api/v1/games/shake-to-win/play': refused(409, 'You have already played today. Come back tomorrow.'),
    });
    await user.click(screen.getByRole('button', { name: 'Play now' }));
    expect(await screen.findByText('You have already played today. Come back tomorrow.')).toBeInTheDocument();
  });

  it('on iOS shaking is turned on from a button (the permission prompt), then a shake plays once', async () => {
    preferReducedMotion(false);
    const requestPermission = jest.fn(async () => 'granted' as const);
    (window as unknown as { DeviceMotionEvent: unknown }).DeviceMotionEvent = Object.assign(class {}, { requestPermission });
    try {
      const { api, user } = withApi(<ShakeToWin game={shakeGame} signedIn />, { 'POST /api/v1/games/shake-to-win/play': ok(wonPoints, {}, 'You won: 10 points!') });
      await user.click(screen.getByRole('button', { name: 'Use shaking (asks for motion access)' }));
      expect(requestPermission).toHaveBeenCalledTimes(1);
      expect(await screen.findByText('Shake your phone or press the button.')).toBeInTheDocument();
      const shake = (x: number) => act(() => void window.dispatchEvent(Object.assign(new Event('devicemotion'), { acceleration: { x, y: 0, z: 0 }, accelerationIncludingGravity: null })));
      await shake(3); // a small movement is not a shake
      expect(api.calls('POST /api/v1/games/shake-to-win/play')).toHaveLength(0);
      await shake(30);
      await shake(30);
      expect(await screen.findByText('You won: 10 points!')).toBeInTheDocument();
      expect(api.calls('POST /api/v1/games/shake-to-win/play')).toHaveLength(1);
    } finally {
      delete (window as { DeviceMotionEvent?: unknown }).DeviceMotionEvent;
    }
  });

  it('asks visitors to sign in, with the way back to the game (Arabic)', () => {
    withApi(<ShakeToWin game={{ ...shakeGame, canPlay: false, reason: 'signIn' }} signedIn={false} />, {}, 'ar');
    expect(screen.queryByRole('button', { name: 'العب الآن' })).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'تسجيل الدخول' });
    expect(link.getAttribute('href')).toContain(encodeURIComponent('/personal/game'));
  });
});

describe('quiz', () => {
  it('asks for every answer, sends them once and shows the score and the right answers', async () => {
    const { api, user } = withApi(<GameDetailView game={quizGame} />, { 'POST /api/v1/games/daily-quiz/play': ok(quizScored) });
    const first = screen.getByRole('group', { name: /Question 1 of 2: What is the capital of Iraq\?/ });
    await user.click(within(first).getByRole('radio', { name: 'Baghdad' }));
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(screen.getByText('Answer every question before you send.')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/games/daily-quiz/play')).toHaveLength(0);

    const second = screen.getByRole('group', { name: /Question 2 of 2/ });
    await user.click(within(second).getByRole('radio', { name: '05' }));
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByText('You got 1 of 2 right')).toBeInTheDocument();
    expect(screen.getByText('You earned 10 points. Your balance: 140 points.')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/games/daily-quiz/play')[0]!.body).toEqual({ answers: [1, 0] });
    expect(within(second).getByText('(right answer)').closest('label')).toHaveTextContent('07');
    expect(within(second).getByRole('radio', { name: /05/ })).toBeDisabled();
  });
});

describe('games list and leaderboard', () => {
  it('shows each game with its prizes and whether it can be played today', () => {
    withApi(<GamesList games={[shakeGame, checkInGame, { ...quizGame, canPlay: false, reason: 'signIn' }]} />, {});
    const shake = screen.getByRole('article', { name: 'Shake to win' });
    expect(within(shake).getByRole('link', { name: 'Shake to win' })).toHaveAttribute('href', '/en/gamification/detail/shake-to-win');
    expect(within(shake).getByText('Internet 1 GB')).toBeInTheDocument();
    expect(within(shake).queryByText('No prize this time')).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Daily check-in' })).getByText('You have played today. Come back tomorrow.')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Daily quiz' })).getByRole('link', { name: 'Sign in to play' })).toBeInTheDocument();
  });

  it('switches between this week and all time, with masked numbers and your rank', async () => {
    const { user } = withApi(<LeaderboardView boards={boards} signedIn />, {});
    expect(screen.getByText('Your rank: 2, with 150 points.')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /0780•••1234/ })).toHaveTextContent('(you)');
    await user.click(screen.getByRole('tab', { name: 'All time' }));
    expect(screen.getByRole('row', { name: /0750•••9876 4200/ })).toBeInTheDocument();
    expect(screen.getByText('Your rank: 35, with 600 points.')).toBeInTheDocument();
  });
});
