/** The games' shapes as the API answers them (issue 14 parts 2 and 3), and their addresses. */
export type GameType = 'shake-to-win' | 'check-in' | 'quiz';
export type PrizeKind = 'points' | 'addon' | 'none';
/** Why a visitor cannot play now (null: they can). */
export type PlayBlock = 'signIn' | 'playedToday' | 'closed';

export interface GameSummary {
  id: string;
  type: GameType;
  title: string;
  description: string;
  image: string | null;
  period: { startsAt: string | null; endsAt: string | null };
  /** Labels only: the odds stay on the server. */
  prizes: Array<{ id: string; kind: PrizeKind; label: string }>;
  canPlay: boolean;
  reason: PlayBlock | null;
}

export interface QuizQuestionView {
  id: string;
  text: string;
  options: string[];
}

export interface GameDetail extends GameSummary {
  rules: string;
  /** Quiz only: today's questions, without their answers. */
  questions?: QuizQuestionView[];
  pointsPerCorrect?: number;
}

export interface PlayAnswer {
  playId: number;
  day: string;
  outcome: {
    kind: PrizeKind;
    prizeId: string;
    points: number;
    correct?: number;
    total?: number;
    answers?: Record<string, { given: number; correctOption: number }>;
  };
  /** The prize (or "no prize", or the quiz score) in the page's language. */
  label: string;
  balance: number;
  /** An add-on prize that starts on the line within minutes (the core was busy). */
  pending?: boolean;
}

export interface LeaderboardEntry {
  rank: number;
  /** Masked: 0770•••4567. */
  number: string;
  points: number;
  you: boolean;
}

export interface Leaderboard {
  period: 'week' | 'all';
  since: string | null;
  entries: LeaderboardEntry[];
  you: { rank: number | null; points: number } | null;
}

export const gamePaths = {
  list: '/gamification',
  detail: (id: string) => `/gamification/detail/${encodeURIComponent(id)}`,
  leaderboard: '/gamification/leaderboard',
  shake: '/personal/game',
  /** The daily check-in game is the rewards page's check-in. */
  checkIn: '/personal/rewards',
};

/** Where a game is played: shake-to-win on its own page, the check-in on the rewards page, the quiz on its detail page. */
export function playPath(game: Pick<GameSummary, 'id' | 'type'>): string {
  return game.type === 'shake-to-win' ? gamePaths.shake : game.type === 'check-in' ? gamePaths.checkIn : gamePaths.detail(game.id);
}
