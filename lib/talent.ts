/** Talent programme voting (issue 14, part 5): what the browser and the server share. */
import type { PageDocument } from './content';
import type { Locale } from './locales';

export const TALENT_BASE = '/personal/talent-program';
/**
 * The programme's campaign pages under their own name (spec section 2: a masked `{token}` with
 * /mobile-index, /vote and /yooz-index): a landing page and a vote page for the same round, promoted
 * by the app and the co-branding partner. "Nour Stars" stands in for the masked name.
 */
export const STARS_BASE = '/personal/nour-stars';
/** The roots served by the programme's page route, each with its app and co-branded variants. */
export const PROGRAMME_BASES = [TALENT_BASE, STARS_BASE] as const;
export type ProgrammeBase = (typeof PROGRAMME_BASES)[number];
export const TALENT_VOTE_PATH = `${TALENT_BASE}/vote`;
export const talentWinnerPath = (year: number) => `${TALENT_BASE}/talent-winner-${year}`;

/** Different numbers one voting device (its cookie) may vote with in a round. */
export const VOTES_PER_DEVICE = 5;
/** Different numbers one IP address may vote with in a round (a family, a café, a carrier NAT). */
export const VOTES_PER_IP = 20;

export interface TalentRoundData {
  id: number;
  title: string;
  year: number;
  opensAt: string;
  closesAt: string;
  status: 'open' | 'closed';
}

export interface TalentContestantData {
  id: number;
  name: string;
  bio: string;
  photoUrl: string;
  /** The privacy-enhanced YouTube embed address (the Video block's rule), or null. */
  videoUrl: string | null;
}

export interface TalentResult {
  contestantId: number;
  votes: number;
  /** 1 for the most votes; a tie shares the rank (1, 2, 2, 4). */
  rank: number;
}

export interface TalentContestantsData {
  round: TalentRoundData;
  contestants: TalentContestantData[];
  /** Null while the round is open: no counts, not even totals, before it closes. */
  results: TalentResult[] | null;
}

export interface TalentVoted {
  contestantId: number;
}

/** Whether the round takes votes at `now` (the server decides; the page only shows it). */
export function roundTakesVotes(round: Pick<TalentRoundData, 'status' | 'opensAt' | 'closesAt'>, now = Date.now()): boolean {
  return round.status === 'open' && Date.parse(round.opensAt) <= now && now < Date.parse(round.closesAt);
}

/** What a programme route's page gets from the server (lib/server/talent-pages.ts), besides the shell's. */
export interface TalentPageData {
  /** The page's content document (the programme page, the vote page, a winners page), if editors made one. */
  doc: PageDocument | null;
  /** On /personal/talent-program/talent-winner-{year}: that season's closed vote. */
  winners: TalentContestantsData | null;
  /** The partner whose name and logo head the co-branded variant (/yooz-index). */
  coBrand: { name: string; logo: string } | null;
  /** The address without its variant (the canonical one). */
  path: string;
  locale: Locale;
}
