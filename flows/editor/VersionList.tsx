/**
 * The published versions of a page or a shared section in one language (who published each and when),
 * the live one marked, and "publish this version again" on the others (a rollback: the server decides
 * who may, and runs the check before publishing). The page editor and the section editor both show it.
 */
import { formatDate } from '@/lib/dates';
import { fill, type EditorLanguage, type EditorStrings } from './strings';
import * as S from './styles';

export interface VersionRow {
  version: number;
  publishedAt: string;
  author: string | null;
}

const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

export function VersionList({
  t,
  language,
  versions,
  live,
  busy = false,
  previewHref,
  onRollback,
}: {
  t: EditorStrings;
  language: EditorLanguage;
  /** Newest first; undefined while they load. */
  versions: readonly VersionRow[] | undefined;
  /** The live version's number (null: not live in this language). */
  live: number | null;
  busy?: boolean;
  /** Where a version can be seen (a page's preview), when there is such a place. */
  previewHref?: (version: number) => string;
  onRollback: (version: number) => void;
}) {
  return (
    <S.Panel aria-label={t.versions}>
      <h3>{t.versions}</h3>
      {versions === undefined ? (
        <p>{t.loading}</p>
      ) : versions.length === 0 ? (
        <p>{t.noVersions}</p>
      ) : (
        <S.VersionList>
          {versions.map((v) => {
            const isLive = v.version === live;
            const label = fill(t.versionLabel, { version: v.version });
            return (
              <li key={v.version} aria-current={isLive ? 'true' : undefined}>
                <span className="name">{label}</span>
                {isLive && <S.LiveBadge>{t.liveNow}</S.LiveBadge>}
                <span className="meta">
                  {formatDate(v.publishedAt, language, dateTime)} · <bdi>{v.author ?? '—'}</bdi>
                </span>
                <span className="actions">
                  {previewHref && (
                    <a href={previewHref(v.version)} target="_blank" rel="noreferrer">
                      {t.preview}
                    </a>
                  )}
                  {!isLive && (
                    <button type="button" disabled={busy} onClick={() => onRollback(v.version)}>
                      {t.rollback}
                    </button>
                  )}
                </span>
              </li>
            );
          })}
        </S.VersionList>
      )}
    </S.Panel>
  );
}
