/**
 * Shared sections in the editor (issue 32, part 5): the list of sections (their languages, where each is
 * used), a new section from blocks chosen on the open page (which the section then replaces there), a
 * section put on the open page, and a section deleted when nothing uses it. SectionEditor.tsx edits and
 * publishes one; the server (lib/server/content/sections.ts) renews every page that uses it.
 */
import type { Config } from '@puckeditor/core';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { apiFetch, isApiClientError, useApi } from '@/lib/api';
import { localeRecords, locales, type Locale } from '@/lib/locales';
import type { BlockNode, PageData } from '@/lib/blocks/types';
import { blockLabel } from '@/registry/checks';
import { fill, type EditorLanguage } from './strings';
import * as S from './styles';
import styles from './SharedSections.module.css';

export interface SectionSummary {
  id: number;
  name: string;
  createdBy: string;
  locales: Partial<Record<Locale, { publishedVersion: number | null; hasUnpublishedChanges: boolean }>>;
  uses: number;
}

export interface SectionUse {
  uri: string;
  locale: Locale;
  title: string;
  live: boolean;
  draft: boolean;
}

export const sectionStrings = {
  en: {
    nav: 'Shared sections',
    none: 'No shared sections yet.',
    number: 'Number {id}',
    liveIn: 'Live in',
    notLive: 'Not published yet',
    changed: 'unpublished changes',
    edit: 'Edit',
    whereUsed: 'Where used',
    notUsed: 'Not used on any page.',
    usedLive: 'live',
    usedDraft: 'draft only',
    openPage: 'Open',
    insert: 'Insert on this page',
    inserted: '“{name}” was added at the end of the page: save or publish the page to keep it.',
    remove: 'Delete',
    removed: '“{name}” was deleted.',
    newSection: 'New shared section',
    name: 'Name',
    nameRequired: 'Enter a name for the section.',
    language: 'Language of its blocks',
    fromPage: 'Blocks of the open page to put in it',
    replace: 'Replace those blocks on the page with the section',
    create: 'Save as a shared section',
    created: 'Section “{name}” saved (number {id}).',
    createdReplaced: 'Section “{name}” saved (number {id}) and put on the page in place of its blocks: save or publish the page to keep that.',
    frame: 'Shared section: {name}',
    editor: 'Shared section “{name}”',
    saved: 'Section saved (not published yet).',
    published: 'Version {version} is live; {count} pages were renewed.',
    rolledBack: 'Version {from} is live again, published as version {version}; {count} pages were renewed.',
    publish: 'Check and publish',
    save: 'Save',
    close: 'Back to pages',
    emptyLanguage: 'This section has no blocks in this language yet: add some, save and publish.',
    usedOn: 'Used on',
  },
  ar: {
    nav: 'الأقسام المشتركة',
    none: 'لا توجد أقسام مشتركة بعد.',
    number: 'الرقم {id}',
    liveIn: 'منشور بـ',
    notLive: 'غير منشور بعد',
    changed: 'تغييرات غير منشورة',
    edit: 'تحرير',
    whereUsed: 'أين يُستخدم',
    notUsed: 'غير مستخدم في أي صفحة.',
    usedLive: 'منشور',
    usedDraft: 'مسودة فقط',
    openPage: 'فتح',
    insert: 'إدراج في هذه الصفحة',
    inserted: 'أُضيف «{name}» في آخر الصفحة: احفظ الصفحة أو انشرها للإبقاء عليه.',
    remove: 'حذف',
    removed: 'حُذف «{name}».',
    newSection: 'قسم مشترك جديد',
    name: 'الاسم',
    nameRequired: 'أدخل اسمًا للقسم.',
    language: 'لغة كتله',
    fromPage: 'كتل الصفحة المفتوحة التي توضع فيه',
    replace: 'استبدل بهذه الكتل في الصفحة القسمَ نفسه',
    create: 'احفظ كقسم مشترك',
    created: 'حُفظ القسم «{name}» (الرقم {id}).',
    createdReplaced: 'حُفظ القسم «{name}» (الرقم {id}) ووُضع في الصفحة مكان كتله: احفظ الصفحة أو انشرها للإبقاء على ذلك.',
    frame: 'قسم مشترك: {name}',
    editor: 'القسم المشترك «{name}»',
    saved: 'حُفظ القسم (لم يُنشر بعد).',
    published: 'الإصدار {version} منشور الآن؛ جُدّدت {count} صفحات.',
    rolledBack: 'النسخة {from} منشورة من جديد، كنسخة {version}؛ جُدّدت {count} صفحات.',
    publish: 'افحص وانشر',
    save: 'حفظ',
    close: 'العودة إلى الصفحات',
    emptyLanguage: 'لا كتل في هذا القسم بهذه اللغة بعد: أضف كتلًا ثم احفظ وانشر.',
    usedOn: 'مستخدم في',
  },
} as const;

export type SectionStrings = (typeof sectionStrings)[EditorLanguage];

function message(error: unknown): string {
  return isApiClientError(error) ? error.message : String(error);
}

/** A new SharedSection block showing section `id` (Puck's id style: type and a random part). */
export function sectionBlock(id: number): BlockNode {
  return { type: 'SharedSection', props: { id: `SharedSection-${crypto.randomUUID()}`, sectionId: id } };
}

/** A short reminder of what a block says (its title or text), to tell blocks of one type apart. */
function gist(node: BlockNode): string {
  const text = [node.props.title, node.props.text, node.props.html].find((v) => typeof v === 'string' && v.trim());
  return typeof text === 'string' ? text.replace(/<[^>]+>/g, ' ').trim().slice(0, 40) : '';
}

/** Where a section is used: each page and language, with a button that opens it. */
export function SectionUses({ s, uses, onOpenPage }: { s: SectionStrings; uses: SectionUse[]; onOpenPage: (uri: string, locale: Locale) => void }) {
  if (uses.length === 0) return <p>{s.notUsed}</p>;
  return (
    <ul className={styles.Uses}>
      {uses.map((use) => (
        <li key={`${use.uri}|${use.locale}`}>
          <bdi dir="ltr">
            {use.locale} {use.uri}
          </bdi>{' '}
          <span dir="auto">{use.title}</span> · {use.live ? s.usedLive : s.usedDraft}{' '}
          <button type="button" onClick={() => onOpenPage(use.uri, use.locale)} aria-label={`${s.openPage}: ${use.locale} ${use.uri}`}>
            {s.openPage}
          </button>
        </li>
      ))}
    </ul>
  );
}

interface OpenPage {
  uri: string;
  locale: Locale;
  data: PageData;
}

export function SharedSections({
  language,
  page,
  onEdit,
  onInsert,
  onReplace,
  onOpenPage,
}: {
  language: EditorLanguage;
  /** The page open in the editor, with its blocks as they are now (saved or not). */
  page: OpenPage | null;
  onEdit: (id: number, locale: Locale) => void;
  onInsert: (block: BlockNode) => void;
  /** The open page's blocks after some were put in a new section and replaced by it. */
  onReplace: (data: PageData) => void;
  onOpenPage: (uri: string, locale: Locale) => void;
}) {
  const s = sectionStrings[language];
  const list = useApi<SectionSummary[]>('/api/editor/sections', undefined, { lang: language });
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<Record<number, SectionUse[] | undefined>>({});
  const sections = list.data ?? [];
  const comma = language === 'ar' ? '، ' : ', ';

  async function run(action: () => Promise<string>) {
    setBusy(true);
    setStatus('');
    setFailure('');
    try {
      setStatus(await action());
      await list.mutate();
    } catch (error) {
      setFailure(message(error));
    } finally {
      setBusy(false);
    }
  }

  async function toggleUses(id: number) {
    if (shown[id]) return setShown({ ...shown, [id]: undefined });
    try {
      const uses = (await apiFetch<SectionUse[]>('/api/editor/sections/uses', { query: { id }, lang: language })).data;
      setShown({ ...shown, [id]: uses });
    } catch (error) {
      setFailure(message(error));
    }
  }

  return (
    <S.Panel aria-label={s.nav} className={styles.Panel}>
      <h3>{s.nav}</h3>
      <p role="status" className="status">
        {status}
      </p>
      {failure && (
        <p role="alert" className="error">
          {failure}
        </p>
      )}
      {list.data !== undefined && sections.length === 0 && <p>{s.none}</p>}
      {sections.map((section) => {
        const live = locales.filter((l) => section.locales[l]?.publishedVersion);
        const changed = locales.filter((l) => section.locales[l]?.hasUnpublishedChanges);
        const uses = shown[section.id];
        return (
          <section key={section.id} aria-label={section.name} className={styles.Section}>
            <h4>
              <span dir="auto">{section.name}</span> · {fill(s.number, { id: section.id })}
            </h4>
            <p>
              {live.length ? `${s.liveIn} ${live.map((l) => localeRecords[l].name).join(comma)}` : s.notLive}
              {changed.length > 0 && ` · ${s.changed}: ${changed.map((l) => localeRecords[l].name).join(comma)}`}
            </p>
            <div className="actions">
              <button type="button" onClick={() => onEdit(section.id, page?.locale ?? live[0] ?? 'ar')}>
                {s.edit}
              </button>
              <button type="button" aria-expanded={Boolean(uses)} onClick={() => void toggleUses(section.id)}>
                {s.whereUsed}
              </button>
              {page && (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => {
                    onInsert(sectionBlock(section.id));
                    setFailure('');
                    setStatus(fill(s.inserted, { name: section.name }));
                  }}
                >
                  {s.insert}
                </button>
              )}
              <button
                type="button"
                disabled={busy}
                onClick={() =>
                  void run(async () => {
                    await apiFetch('/api/editor/sections', { method: 'DELETE', query: { id: section.id }, lang: language });
                    return fill(s.removed, { name: section.name });
                  })
                }
              >
                {s.remove}
              </button>
            </div>
            {uses && <SectionUses s={s} uses={uses} onOpenPage={onOpenPage} />}
          </section>
        );
      })}
      <NewSection s={s} language={language} page={page} busy={busy} run={run} onReplace={onReplace} />
    </S.Panel>
  );
}

function NewSection({
  s,
  language,
  page,
  busy,
  run,
  onReplace,
}: {
  s: SectionStrings;
  language: EditorLanguage;
  page: OpenPage | null;
  busy: boolean;
  run: (action: () => Promise<string>) => Promise<void>;
  onReplace: (data: PageData) => void;
}) {
  const ids = useId();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState('');
  const [locale, setLocale] = useState<Locale | ''>('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [replace, setReplace] = useState(true);
  const blocks = page?.data.content ?? [];
  const inLocale = locale || page?.locale || 'ar';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(s.nameRequired);
      document.getElementById(`${ids}-name`)?.focus();
      return;
    }
    setNameError('');
    const picked = blocks.filter((b) => chosen.includes(b.props.id));
    void run(async () => {
      const answer = await apiFetch<{ id: number }>('/api/editor/sections', {
        method: 'POST',
        body: { name: name.trim(), locale: inLocale, data: { root: { props: {} }, content: picked } },
        lang: language,
      });
      const id = answer.data.id;
      setName('');
      setChosen([]);
      if (page && replace && picked.length) {
        const first = blocks.findIndex((b) => chosen.includes(b.props.id));
        const kept = blocks.filter((b) => !chosen.includes(b.props.id));
        const before = blocks.slice(0, first).filter((b) => !chosen.includes(b.props.id)).length;
        onReplace({ ...page.data, content: [...kept.slice(0, before), sectionBlock(id), ...kept.slice(before)] });
        return fill(s.createdReplaced, { name: name.trim(), id });
      }
      return fill(s.created, { name: name.trim(), id });
    });
  }

  return (
    <form onSubmit={submit} noValidate className={styles.New}>
      <h4>{s.newSection}</h4>
      <label htmlFor={`${ids}-name`}>{s.name}</label>
      <input
        id={`${ids}-name`}
        value={name}
        maxLength={120}
        onChange={(e) => setName(e.target.value)}
        aria-invalid={nameError ? true : undefined}
        aria-describedby={nameError ? `${ids}-name-error` : undefined}
      />
      {nameError && (
        <p id={`${ids}-name-error`} className="error">
          {nameError}
        </p>
      )}
      <label htmlFor={`${ids}-locale`}>{s.language}</label>
      <select id={`${ids}-locale`} value={inLocale} onChange={(e) => setLocale(e.target.value as Locale)}>
        {locales.map((l) => (
          <option key={l} value={l}>
            {localeRecords[l].name}
          </option>
        ))}
      </select>
      {page && blocks.length > 0 && (
        <fieldset>
          <legend>{s.fromPage}</legend>
          {blocks.map((block, index) => (
            <label key={block.props.id} className={styles.Choice}>
              <input
                type="checkbox"
                checked={chosen.includes(block.props.id)}
                onChange={(e) => setChosen(e.target.checked ? [...chosen, block.props.id] : chosen.filter((c) => c !== block.props.id))}
              />
              {index + 1}. {blockLabel(block.type, language)} <span dir="auto">{gist(block)}</span>
            </label>
          ))}
          <label className={styles.Choice}>
            <input type="checkbox" checked={replace} onChange={(e) => setReplace(e.target.checked)} />
            {s.replace}
          </label>
        </fieldset>
      )}
      <button type="submit" className="primary" disabled={busy}>
        {s.create}
      </button>
    </form>
  );
}

type Render = (props: Record<string, unknown>) => ReactNode;

function Frame({ language, sectionId, children }: { language: EditorLanguage; sectionId: number; children: ReactNode }) {
  const s = sectionStrings[language];
  const list = useApi<SectionSummary[]>('/api/editor/sections', undefined, { lang: language });
  const name = list.data?.find((section) => section.id === sectionId)?.name ?? fill(s.number, { id: sectionId });
  return (
    <div className={styles.Frame} data-shared-section={sectionId}>
      <p className={styles.FrameLabel} lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
        {fill(s.frame, { name })}
      </p>
      {children}
    </div>
  );
}

/**
 * Puck's config with every SharedSection block framed and named on the canvas (its blocks are the
 * section's live ones, read only here: "Edit" in Shared sections changes them for every page).
 */
export function withSectionFrame(config: Config, language: EditorLanguage): Config {
  const component = config.components.SharedSection;
  if (!component?.render) return config;
  const render = component.render as unknown as Render;
  return {
    ...config,
    components: {
      ...config.components,
      SharedSection: {
        ...component,
        render: ((props: Record<string, unknown>) => (
          <Frame language={language} sectionId={Number(props.sectionId) || 0}>
            {render(props)}
          </Frame>
        )) as unknown as typeof component.render,
      },
    },
  };
}
