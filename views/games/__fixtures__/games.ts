import type { GameDetail, GameSummary, Leaderboard, PlayAnswer } from '@/lib/games';

export const shakeGame: GameSummary = {
  id: 'shake-to-win',
  type: 'shake-to-win',
  title: 'Shake to win',
  description: 'Shake your phone or press the button once a day to win points or a data add-on.',
  image: '/images/games/shake-to-win.svg',
  period: { startsAt: null, endsAt: null },
  prizes: [
    { id: 'points-10', kind: 'points', label: '10 points' },
    { id: 'data-1gb', kind: 'addon', label: 'Internet 1 GB' },
    { id: 'none', kind: 'none', label: 'No prize this time' },
  ],
  canPlay: true,
  reason: null,
};

export const checkInGame: GameSummary = {
  ...shakeGame,
  id: 'daily-check-in',
  type: 'check-in',
  title: 'Daily check-in',
  description: 'Check in every day to collect points, with a bigger reward on day 7.',
  image: '/images/games/check-in.svg',
  prizes: [{ id: 'day-7', kind: 'points', label: '100 points on day 7' }],
  canPlay: false,
  reason: 'playedToday',
};

export const quizGame: GameDetail = {
  ...shakeGame,
  id: 'daily-quiz',
  type: 'quiz',
  title: 'Daily quiz',
  description: 'Five questions a day about Iraq, technology and Nour Mobile.',
  image: '/images/games/quiz.svg',
  prizes: [{ id: 'per-answer', kind: 'points', label: '10 points per right answer' }],
  rules: 'One try per day (Baghdad time). 10 points for each right answer.',
  pointsPerCorrect: 10,
  questions: [
    { id: 'capital', text: 'What is the capital of Iraq?', options: ['Basra', 'Baghdad', 'Mosul'] },
    { id: 'prefix', text: 'Which two digits start Iraqi mobile numbers?', options: ['05', '07', '09'] },
  ],
};

export const wonPoints: PlayAnswer = {
  playId: 7,
  day: '2026-03-10',
  outcome: { kind: 'points', prizeId: 'points-10', points: 10 },
  label: '10 points',
  balance: 130,
};

export const quizScored: PlayAnswer = {
  playId: 8,
  day: '2026-03-10',
  outcome: { kind: 'points', prizeId: 'quiz', points: 10, correct: 1, total: 2, answers: { capital: { given: 1, correctOption: 1 }, prefix: { given: 0, correctOption: 1 } } },
  label: '1 of 2',
  balance: 140,
};

export const boards: Record<'week' | 'all', Leaderboard> = {
  week: {
    period: 'week',
    since: '2026-03-06T21:00:00.000Z',
    entries: [
      { rank: 1, number: '0770•••4567', points: 320, you: false },
      { rank: 2, number: '0780•••1234', points: 150, you: true },
    ],
    you: { rank: 2, points: 150 },
  },
  all: {
    period: 'all',
    since: null,
    entries: [
      { rank: 1, number: '0750•••9876', points: 4200, you: false },
      { rank: 2, number: '0770•••4567', points: 3100, you: false },
    ],
    you: { rank: 35, points: 600 },
  },
};
