/**
 * The frame of the editor's own screens beside the page editor (the phone table, partner applications,
 * games, the talent round): its title, a link back to /editor, the English/Arabic switch, and the
 * question "who is signed in?" answered before the screen shows (a sign-in link otherwise). Each screen
 * is its own client-only app, so the links between them are full page loads.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { apiFetch } from '@/lib/api';
import * as S from './styles';

export type ToolLanguage = 'en' | 'ar';

/** What the frame says, in each interface language. */
export interface ToolFrameStrings {
  title: string;
  back: string;
  /** The switch's label: the other language's name. */
  other: string;
  loading: string;
  signIn: string;
}

export interface EditorToolProps {
  strings: Record<ToolLanguage, ToolFrameStrings>;
  initialLanguage?: ToolLanguage;
  /** Stories and tests swap the network for a stand-in. */
  fetchImpl?: typeof fetch;
  /** The screen, once an editor is known to be signed in. */
  children: (lang: ToolLanguage) => ReactNode;
}

export function EditorTool({ strings, initialLanguage = 'en', fetchImpl, children }: EditorToolProps) {
  const [lang, setLang] = useState<ToolLanguage>(initialLanguage);
  const t = strings[lang];
  const [signedIn, setSignedIn] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    apiFetch<unknown>('/api/editor/me', { fetchImpl }).then(
      (answer) => setSignedIn(answer.data !== null && answer.data !== undefined),
      () => setSignedIn(false),
    );
  }, [fetchImpl]);
  return (
    <S.Shell dir={lang === 'ar' ? 'rtl' : 'ltr'} lang={lang}>
      <S.TopBar>
        <h1>{t.title}</h1>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/editor">{t.back}</a>
        <button type="button" onClick={() => setLang(lang === 'en' ? 'ar' : 'en')} lang={lang === 'en' ? 'ar' : 'en'}>
          {t.other}
        </button>
      </S.TopBar>
      {signedIn === undefined ? (
        <p>{t.loading}</p>
      ) : signedIn ? (
        children(lang)
      ) : (
        <S.Card>
          <p>{t.signIn}</p>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/editor">{t.back}</a>
        </S.Card>
      )}
    </S.Shell>
  );
}
