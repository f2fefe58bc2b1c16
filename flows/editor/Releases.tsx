/**
 * The editor's releases (issue 32, part 3): start one, add the open page's draft to it (several pages
 * and languages), then publish them all now or at a time, or roll them all back. All or nothing on the
 * server (lib/server/content/releases.ts): a refusal names the page whose draft fails the check and its
 * problems, and nothing was published.
 */
import { useState, type FormEvent } from 'react';
import { formatDate } from '@/lib/dates';
import { apiFetch, apiFieldErrors, isApiClientError, useApi } from '@/lib/api';
import { fill, type EditorLanguage, type EditorStrings } from './strings';
import type { PageRef } from './types';
import * as S from './styles';

interface ReleaseItem {
  uri: string;
  locale: PageRef['locale'];
  title: string | null;
}

export interface Release {
  id: number;
  name: string;
  status: 'open' | 'scheduled' | 'published' | 'rolled-back';
  scheduledAt: string | null;
  publishedAt: string | null;
  /** Why its scheduled publishing was refused (lib/server/content/releases.ts publishDueReleases). */
  refusal?: { uri?: string; locale?: string } | null;
  items: ReleaseItem[];
}

const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

export function Releases({ t, language, selected, onChanged }: { t: EditorStrings; language: EditorLanguage; selected: PageRef | null; onChanged: () => void }) {
  const list = useApi<Release[]>('/api/editor/releases', undefined, { lang: language });
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState('');
  const [status, setStatus] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [when, setWhen] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<string | void>) {
    setBusy(true);
    setStatus('');
    setProblems([]);
    try {
      const said = await action();
      if (said) setStatus(said);
      await list.mutate();
      onChanged();
    } catch (error) {
      setStatus(isApiClientError(error) ? error.message : String(error));
      const envelope = isApiClientError(error) ? (error.envelope?.data as { page?: PageRef; problems?: Array<{ message?: string; block?: string; field?: string }> } | null) : null;
      const errors = apiFieldErrors(error);
      if (envelope?.page && errors) setProblems([fill(t.releaseRefusedPage, { locale: envelope.page.locale, uri: envelope.page.uri }), ...Object.values(errors)]);
    } finally {
      setBusy(false);
    }
  }

  function create(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(t.releaseNameRequired);
      document.getElementById('release-name')?.focus();
      return;
    }
    setNameError('');
    void run(async () => {
      await apiFetch('/api/editor/releases', { method: 'POST', body: { name: name.trim() }, lang: language });
      setName('');
    });
  }

  const act = (body: Record<string, unknown>) => apiFetch<{ pages?: unknown[] }>('/api/editor/releases/publish', { method: 'POST', body, lang: language });
  const releases = list.data ?? [];

  return (
    <S.Panel aria-label={t.releases}>
      <h3>{t.releases}</h3>
      <form onSubmit={create} noValidate>
        <label htmlFor="release-name">{t.releaseName}</label>
        <input
          id="release-name"
          value={name}
          maxLength={120}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? 'release-name-error' : undefined}
        />
        {nameError && (
          <p id="release-name-error" className="error">
            {nameError}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {t.releaseCreate}
        </button>
      </form>
      <div role="status" className="status">
        {status}
        {problems.length > 0 && (
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </div>
      {list.data !== undefined && releases.length === 0 && <p>{t.releaseNone}</p>}
      {releases.map((release) => {
        const changeable = release.status === 'open' || release.status === 'scheduled';
        const inIt = selected && release.items.some((i) => i.uri === selected.uri && i.locale === selected.locale);
        const at = release.status === 'scheduled' ? release.scheduledAt : release.publishedAt;
        return (
          <section key={release.id} aria-label={release.name} data-status={release.status}>
            <h4>
              {release.name} · {fill(t.releaseStatus[release.status], { at: at ? formatDate(at, language, dateTime) : '' })}
            </h4>
            {release.status === 'open' && release.refusal?.uri && (
              <p className="error">{fill(t.releaseRefusedScheduled, { locale: release.refusal.locale ?? '', uri: release.refusal.uri })}</p>
            )}
            {release.items.length === 0 ? (
              <p>{t.releaseEmpty}</p>
            ) : (
              <ul>
                {release.items.map((item) => (
                  <li key={`${item.uri}|${item.locale}`}>
                    <bdi dir="ltr">
                      {item.locale} {item.uri}
                    </bdi>{' '}
                    {item.title && <span dir="auto">{item.title}</span>}{' '}
                    {changeable && (
                      <button
                        type="button"
                        disabled={busy}
                        aria-label={`${t.releaseRemove}: ${item.locale} ${item.uri}`}
                        onClick={() => void run(() => apiFetch('/api/editor/releases/items', { method: 'POST', body: { id: release.id, uri: item.uri, locale: item.locale, remove: true }, lang: language }).then(() => undefined))}
                      >
                        {t.releaseRemove}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <div className="actions">
              {changeable && selected && !inIt && (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void run(() => apiFetch('/api/editor/releases/items', { method: 'POST', body: { id: release.id, ...selected }, lang: language }).then(() => undefined))}
                >
                  {fill(t.releaseAddOpen, { locale: selected.locale, uri: selected.uri })}
                </button>
              )}
              {changeable && release.items.length > 0 && (
                <>
                  <button type="button" className="primary" disabled={busy} onClick={() => void run(async () => fill(t.releasePublished, { count: (await act({ action: 'publish', id: release.id })).data.pages?.length ?? 0 }))}>
                    {t.releasePublish}
                  </button>
                  <label>
                    {t.releaseSchedule}
                    <input type="datetime-local" value={when[release.id] ?? ''} onChange={(e) => setWhen({ ...when, [release.id]: e.target.value })} />
                  </label>
                  <button
                    type="button"
                    disabled={busy || !when[release.id]}
                    onClick={() =>
                      void run(async () => {
                        const iso = new Date(when[release.id]).toISOString();
                        await act({ action: 'schedule', id: release.id, at: iso });
                        return fill(t.releaseScheduled, { at: formatDate(iso, language, dateTime) });
                      })
                    }
                  >
                    {t.releaseScheduleButton}
                  </button>
                </>
              )}
              {release.status === 'published' && (
                <button type="button" disabled={busy} onClick={() => void run(async () => fill(t.releaseRolledBack, { count: (await act({ action: 'rollback', id: release.id })).data.pages?.length ?? 0 }))}>
                  {t.releaseRollback}
                </button>
              )}
            </div>
          </section>
        );
      })}
    </S.Panel>
  );
}
