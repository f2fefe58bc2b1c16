import { useState } from 'react';
import { apiFetch, isApiClientError } from '@/lib/api';
import type { EditorLanguage, EditorStrings } from './strings';
import * as S from './styles';
import type { Editor } from './types';

/** Signs in through the editor API; answers the editor or throws (with the server's message). */
export async function signInWithApi(email: string, password: string, language: EditorLanguage): Promise<Editor> {
  const answer = await apiFetch<{ editor: Editor }>('/api/editor/session', { method: 'POST', body: { email, password }, lang: language });
  return answer.data.editor;
}

export interface SignInProps {
  t: EditorStrings;
  language: EditorLanguage;
  onSignedIn: (editor: Editor) => void;
  /** The call that signs in; stories and tests pass their own instead of the API. */
  signIn?: typeof signInWithApi;
}

export function SignIn({ t, language, onSignedIn, signIn = signInWithApi }: SignInProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <S.Card
      as="form"
      onSubmit={async (event: React.FormEvent) => {
        event.preventDefault();
        setError('');
        setBusy(true);
        try {
          onSignedIn(await signIn(email, password, language));
        } catch (e) {
          setError(isApiClientError(e) || e instanceof Error ? e.message : String(e));
        } finally {
          setBusy(false);
        }
      }}
    >
      <h2>{t.signIn}</h2>
      <label>
        {t.email}
        <input type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required dir="ltr" />
      </label>
      <label>
        {t.password}
        <input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required dir="ltr" />
      </label>
      {error && <p role="alert">{error}</p>}
      <button type="submit" className="primary" disabled={busy}>
        {t.signIn}
      </button>
    </S.Card>
  );
}
