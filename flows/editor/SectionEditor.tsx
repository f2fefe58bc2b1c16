/**
 * One shared section open in the editor (issue 32, part 5): its name, its blocks in one language on
 * Puck's canvas, save, and "Check and publish", which publishes it in that language and renews every
 * page that shows it (the server says how many); its versions in that language, any of which can be
 * published again (a rollback, which renews those pages too); where it is used, with links to those pages;
 * and its A/B test in that language (part 1: the page's variants panel, on the section).
 */
import { Puck, type Config, type Data } from '@puckeditor/core';
import { useCallback, useEffect, useId, useState } from 'react';
import { apiFetch, isApiClientError } from '@/lib/api';
import { directionOf, localeRecords, locales, type Locale } from '@/lib/locales';
import type { PageData } from '@/lib/blocks/types';
import { CanvasProviders } from './canvas';
import { CheckList } from './CheckList';
import { checkPage, refusalResult, type CheckResult } from './checks';
import { SectionUses, sectionStrings, type SectionUse } from './SharedSections';
import { editorStrings, fill, puckArabic, type EditorLanguage } from './strings';
import { VersionList, type VersionRow } from './VersionList';
import * as S from './styles';
import { variantStrings } from './variant-strings';
import { Variants } from './Variants';
import styles from './SharedSections.module.css';

interface SectionDraft {
  id: number;
  name: string;
  locale: Locale;
  data: PageData;
  publishedVersion: number | null;
  exists: boolean;
}

const puckOverrides = { headerActions: () => <></> };

function message(error: unknown): string {
  return isApiClientError(error) ? error.message : String(error);
}

export function SectionEditor({
  language,
  config,
  id,
  locale,
  existingUris,
  onLocale,
  onClose,
  onOpenPage,
}: {
  language: EditorLanguage;
  config: Config;
  id: number;
  locale: Locale;
  /** The content pages there are (the check's links), as the page editor knows them. */
  existingUris: ReadonlySet<string>;
  onLocale: (locale: Locale) => void;
  onClose: () => void;
  onOpenPage: (uri: string, locale: Locale) => void;
}) {
  const s = sectionStrings[language];
  const t = editorStrings[language];
  const ids = useId();
  const [draft, setDraft] = useState<SectionDraft | null>(null);
  const [data, setData] = useState<Data | null>(null);
  const [name, setName] = useState('');
  const [uses, setUses] = useState<SectionUse[] | null>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const [check, setCheck] = useState<CheckResult | null>(null);
  const [revision, setRevision] = useState(0);
  const [versions, setVersions] = useState<VersionRow[] | undefined>(undefined);
  const [showVersions, setShowVersions] = useState(false);
  const [busy, setBusy] = useState(false);
  const [showVariants, setShowVariants] = useState(false);
  /** Bumped to load the section's draft again (after a variant's blocks were on the canvas). */
  const [reload, setReload] = useState(0);

  const loadUses = useCallback(async () => setUses((await apiFetch<SectionUse[]>('/api/editor/sections/uses', { query: { id }, lang: language })).data), [id, language]);
  const loadVersions = useCallback(async () => setVersions((await apiFetch<VersionRow[]>('/api/editor/sections/versions', { query: { id }, lang: locale })).data), [id, locale]);

  useEffect(() => {
    // Mounted per section and language (EditorApp keys it): state starts empty.
    let current = true;
    apiFetch<SectionDraft>('/api/editor/sections/content', { query: { id }, lang: locale }).then(
      (answer) => {
        if (!current) return;
        setDraft(answer.data);
        // A reload (back from a variant, a rollback) keeps a name the editor typed and has not saved.
        if (reload === 0) setName(answer.data.name);
        setData(answer.data.data as unknown as Data);
        setRevision((r) => r + 1);
      },
      (error: unknown) => current && setFailure(message(error)),
    );
    apiFetch<SectionUse[]>('/api/editor/sections/uses', { query: { id }, lang: language }).then(
      (answer) => current && setUses(answer.data),
      (error: unknown) => current && setFailure(message(error)),
    );
    return () => {
      current = false;
    };
  }, [id, locale, language, reload]);

  async function save(): Promise<boolean> {
    if (!data) return false;
    setFailure('');
    try {
      const saved = await apiFetch<SectionDraft>('/api/editor/sections/content', { method: 'PUT', query: { id }, lang: locale, body: { name: name.trim() || undefined, data } });
      setDraft(saved.data);
      setStatus(s.saved);
      return true;
    } catch (error) {
      setStatus('');
      setFailure(message(error));
      return false;
    }
  }

  async function publish() {
    if (!data) return;
    const result = checkPage(data as unknown as PageData, locale, existingUris, t);
    setCheck(result);
    if (result.errors.length) return;
    if (!(await save())) return;
    try {
      const answer = await apiFetch<{ version: number; pages: unknown[] }>('/api/editor/sections/publish', { method: 'POST', query: { id }, lang: locale });
      setStatus(fill(s.published, { version: answer.data.version, count: answer.data.pages.length }));
      setDraft((d) => d && { ...d, publishedVersion: answer.data.version });
      await Promise.all([loadUses(), showVersions ? loadVersions() : null]);
    } catch (error) {
      setStatus('');
      setFailure(message(error));
      const refused = isApiClientError(error) && error.status === 400 ? refusalResult(error.envelope?.data, t) : null;
      if (refused) setCheck(refused);
    }
  }

  async function toggleVersions() {
    if (showVersions) return setShowVersions(false);
    setShowVersions(true);
    try {
      await loadVersions();
    } catch (error) {
      // Not left open on "Loading…": the button tries again.
      setShowVersions(false);
      setFailure(message(error));
    }
  }

  /** Publishes version `from` again; the canvas (its content is the draft now), the versions and the uses follow. */
  async function rollbackTo(from: number) {
    setBusy(true);
    setStatus('');
    setFailure('');
    setCheck(null);
    try {
      const answer = await apiFetch<{ version: number; pages: unknown[] }>('/api/editor/sections/rollback', { method: 'POST', query: { id, version: from }, lang: locale });
      const reloaded = await apiFetch<SectionDraft>('/api/editor/sections/content', { query: { id }, lang: locale });
      setDraft(reloaded.data);
      setData(reloaded.data.data as unknown as Data);
      setRevision((r) => r + 1);
      await Promise.all([loadVersions(), loadUses()]);
      setStatus(fill(s.rolledBack, { from, version: answer.data.version, count: answer.data.pages.length }));
    } catch (error) {
      setFailure(message(error));
      const refused = isApiClientError(error) && error.status === 400 ? refusalResult(error.envelope?.data, t) : null;
      if (refused) setCheck(refused);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <div className={styles.Bar}>
        <h2>{fill(s.editor, { name: draft?.name ?? '…' })}</h2>
        <S.Toolbar>
          <label htmlFor={`${ids}-name`}>
            {s.name}
            <input id={`${ids}-name`} value={name} maxLength={120} onChange={(e) => setName(e.target.value)} dir="auto" />
          </label>
          <label htmlFor={`${ids}-locale`}>
            {s.language}
            <select id={`${ids}-locale`} value={locale} onChange={(e) => onLocale(e.target.value as Locale)}>
              {locales.map((l) => (
                <option key={l} value={l}>
                  {localeRecords[l].name}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={() => void save()}>
            {s.save}
          </button>
          <button type="button" className="primary" onClick={() => void publish()}>
            {s.publish}
          </button>
          <button type="button" aria-expanded={showVersions} onClick={() => void toggleVersions()}>
            {t.versions}
          </button>
          <button type="button" onClick={onClose}>
            {s.close}
          </button>
        </S.Toolbar>
        <p role="status" className="status">
          {status}
        </p>
        {failure && (
          <p role="alert" className="error">
            {failure}
          </p>
        )}
        {check && <CheckList t={t} result={check} />}
        {draft && !draft.exists && <S.Notice role="note">{s.emptyLanguage}</S.Notice>}
        {showVersions && <VersionList t={t} language={language} versions={versions} live={draft?.publishedVersion ?? null} busy={busy} onRollback={(v) => void rollbackTo(v)} />}
        <button type="button" onClick={() => setShowVariants(!showVariants)} aria-expanded={showVariants}>
          {variantStrings[language].title}
        </button>
        {showVariants && data && (
          <Variants
            language={language}
            subject={{ section: id, locale }}
            canvas={data}
            onCanvas={(blocks) => (setData(blocks), setRevision((r) => r + 1))}
            onBackToPage={() => setReload((r) => r + 1)}
          />
        )}
        <section aria-label={s.usedOn}>
          <h3>{s.usedOn}</h3>
          {uses && <SectionUses s={s} uses={uses} onOpenPage={onOpenPage} />}
        </section>
      </div>
      {data && (
        <S.Canvas dir={directionOf(locale)} lang={locale}>
          <CanvasProviders locale={locale} loading={<p>{t.loadingCanvas}</p>}>
            <Puck
              key={`section|${id}|${locale}|${revision}`}
              config={config}
              data={data}
              onChange={setData}
              overrides={puckOverrides}
              iframe={{ enabled: false }}
              headerTitle={name}
              dictionary={language === 'ar' ? puckArabic : undefined}
            />
          </CanvasProviders>
        </S.Canvas>
      )}
    </>
  );
}
