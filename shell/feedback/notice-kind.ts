/** What a notice is, shared by the provider (notice.tsx) and its lazily loaded overlay (NoticeOverlay.tsx). */
export type NoticeKind = 'success' | 'failure';
export interface Notice {
  kind: NoticeKind;
  title: string;
  message: string;
}

/** The notice overlay closes by itself after 5 s and fades in 0.3 s (spec section 9). */
export const NOTICE_AUTO_CLOSE_MS = 5_000;
