/**
 * Review in the editor (issue 32, part 2; the rules are lib/server/content/review.ts): the open draft's
 * review state with the steps the signed-in editor's roles allow (submit, approve, send back), and its
 * comments, on the whole page or on one block (by the block's id in the Puck data), open or resolved.
 * The server decides every step; a refusal is shown as it words it (in the page's language).
 */
import { useId, useState, type FormEvent } from 'react';
import { apiFetch, isApiClientError, useApi } from '@/lib/api';
import { formatDate } from '@/lib/dates';
import { locales } from '@/lib/locales';
import { blockLabel } from '@/registry/checks';
import type { EditorLanguage } from './strings';
import type { Draft, PageRef, PageSummary, ReviewInfo, ReviewState } from './types';
import * as S from './styles';

export const reviewStrings = {
  en: {
    review: 'Review',
    state: { draft: 'Draft', 'in-review': 'In review', approved: 'Approved', scheduled: 'Scheduled', published: 'Published' },
    stateBy: '{state} · {by}',
    lastAuthor: 'Last change by {author}',
    submit: 'Submit for review',
    approve: 'Approve',
    sendBack: 'Send back',
    note: 'Note for the author (optional)',
    submitted: 'Submitted for review.',
    approved: 'Approved.',
    sentBack: 'Sent back to the author.',
    comments: 'Comments',
    noComments: 'No comments yet.',
    onPage: 'On the page',
    commentOn: 'Comment on',
    wholePage: 'The whole page',
    comment: 'Comment',
    addComment: 'Add comment',
    commentRequired: 'Write a comment first.',
    resolve: 'Resolve',
    reopen: 'Reopen',
    open: 'open',
    resolved: 'resolved',
    onBlock: 'On {block}',
    blockComments: 'Comments on this block',
    twoPeople: 'Two people: nobody approves or publishes their own change',
    twoPeopleOn: 'Two people required: publishing needs an approval by someone else.',
    twoPeopleOff: 'Two people not required: a publisher may publish any draft.',
    notifications: 'Notifications',
    unread: '{count} unread',
    noNotifications: 'Nothing new.',
    markRead: 'Mark all read',
    notice: {
      comment: '{actor} commented on {page}',
      approved: '{actor} approved {page}',
      'sent-back': '{actor} sent {page} back',
    },
  },
  ar: {
    review: 'المراجعة',
    state: { draft: 'مسودة', 'in-review': 'قيد المراجعة', approved: 'معتمدة', scheduled: 'مجدولة', published: 'منشورة' },
    stateBy: '{state} · {by}',
    lastAuthor: 'آخر تعديل من {author}',
    submit: 'أرسل للمراجعة',
    approve: 'اعتمد',
    sendBack: 'أعِد إلى المؤلف',
    note: 'ملاحظة للمؤلف (اختيارية)',
    submitted: 'أُرسلت للمراجعة.',
    approved: 'اعتُمدت.',
    sentBack: 'أُعيدت إلى المؤلف.',
    comments: 'التعليقات',
    noComments: 'لا تعليقات بعد.',
    onPage: 'على الصفحة',
    commentOn: 'التعليق على',
    wholePage: 'الصفحة كلها',
    comment: 'التعليق',
    addComment: 'أضف تعليقاً',
    commentRequired: 'اكتب تعليقاً أولاً.',
    resolve: 'حُلّ',
    reopen: 'أعِد فتحه',
    open: 'مفتوح',
    resolved: 'محلول',
    onBlock: 'على {block}',
    blockComments: 'التعليقات على هذه الكتلة',
    twoPeople: 'شخصان: لا أحد يعتمد تعديله أو ينشره بنفسه',
    twoPeopleOn: 'يُشترط شخصان: يحتاج النشر إلى اعتماد من شخص آخر.',
    twoPeopleOff: 'لا يُشترط شخصان: يمكن للناشر نشر أي مسودة.',
    notifications: 'الإشعارات',
    unread: '{count} غير مقروءة',
    noNotifications: 'لا جديد.',
    markRead: 'علّم الكل كمقروء',
    notice: {
      comment: 'علّق {actor} على {page}',
      approved: 'اعتمد {actor} {page}',
      'sent-back': 'أعاد {actor} {page}',
    },
  },
} as const;

export type ReviewStrings = (typeof reviewStrings)[EditorLanguage];

export const fillIn = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

const dateTime = { dateStyle: 'medium', timeStyle: 'short' } as const;

export interface PageComment {
  id: number;
  blockId: string | null;
  body: string;
  author: string;
  status: 'open' | 'resolved';
  resolvedBy: string | null;
  createdAt: string;
}

/** The blocks of a Puck tree, in order, with their position (1, 2.1…) and name in the editor's language. */
export function blocksOf(data: unknown, language: EditorLanguage): Array<{ id: string; label: string }> {
  const found: Array<{ id: string; label: string }> = [];
  const walk = (items: unknown, prefix: string, depth: number) => {
    if (!Array.isArray(items) || depth > 10) return;
    items.forEach((item, index) => {
      const block = item as { type?: string; props?: Record<string, unknown> };
      const position = `${prefix}${index + 1}`;
      if (typeof block?.props?.id === 'string' && block.type) found.push({ id: block.props.id, label: `${position}. ${blockLabel(block.type, language)}` });
      for (const value of Object.values(block?.props ?? {})) if (Array.isArray(value) && value.some((v) => (v as { type?: unknown })?.type)) walk(value, `${position}.`, depth + 1);
    });
  };
  walk((data as { content?: unknown })?.content, '', 0);
  return found;
}

function said(error: unknown): string {
  return isApiClientError(error) ? error.message : String(error);
}

/** The state as a short word (page list, page header). */
export function ReviewBadge({ review, language }: { review?: ReviewInfo; language: EditorLanguage }) {
  if (!review) return null;
  return (
    <span className="review-state" data-state={review.state}>
      {reviewStrings[language].state[review.state]}
    </span>
  );
}

/** The open page's comments (one request, shared by the panel and the canvas: the same SWR key). */
export const useComments = (page: PageRef | null, fetchImpl?: typeof fetch) =>
  useApi<PageComment[]>(page ? '/api/editor/pages/comments' : null, page ? { uri: page.uri } : undefined, { lang: page?.locale, fetchImpl });

export interface ReviewPanelProps {
  language: EditorLanguage;
  page: PageRef;
  review?: ReviewInfo;
  /** The signed-in editor's roles. */
  roles: readonly string[];
  /** The open draft's blocks (comments on one of them). */
  data: unknown;
  /** The server's answer after a step (the draft with its new state). */
  onChanged: (draft: Draft) => void;
  /** Stories and tests: a stand-in of the API. */
  fetchImpl?: typeof fetch;
}

/** The open draft's review state and steps, and its comments (beside the page and, in Puck, on the block). */
export function ReviewPanel({ language, page, review, roles, data, onChanged, fetchImpl }: ReviewPanelProps) {
  const r = reviewStrings[language];
  const id = useId();
  const list = useComments(page, fetchImpl);
  const comments = list.data ?? [];
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const [body, setBody] = useState('');
  const [bodyError, setBodyError] = useState('');
  const [on, setOn] = useState('');
  const [busy, setBusy] = useState(false);
  const blocks = blocksOf(data, language);
  const labelOf = (blockId: string) => blocks.find((b) => b.id === blockId)?.label ?? blockId;
  const state: ReviewState = review?.state ?? 'draft';
  const can = (role: string) => roles.includes(role);

  async function run(action: () => Promise<string>) {
    setBusy(true);
    setError('');
    setStatus('');
    try {
      setStatus(await action());
    } catch (e) {
      setError(said(e));
    } finally {
      setBusy(false);
    }
  }

  const step = (action: 'submit' | 'approve' | 'send-back', done: string) =>
    run(async () => {
      const answer = await apiFetch<Draft>('/api/editor/pages/review', { method: 'POST', fetchImpl, query: { uri: page.uri }, lang: page.locale, body: { action, ...(action === 'send-back' && note.trim() ? { note: note.trim() } : {}) } });
      onChanged(answer.data);
      setNote('');
      return done;
    });

  function addComment(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) {
      setBodyError(r.commentRequired);
      document.getElementById(`${id}-body`)?.focus();
      return;
    }
    setBodyError('');
    void run(async () => {
      await apiFetch('/api/editor/pages/comments', { method: 'POST', fetchImpl, query: { uri: page.uri }, lang: page.locale, body: { body: body.trim(), ...(on ? { blockId: on } : {}) } });
      setBody('');
      await list.mutate();
      return '';
    });
  }

  const setCommentStatus = (comment: PageComment, next: 'open' | 'resolved') =>
    run(async () => {
      await apiFetch('/api/editor/pages/comments', { method: 'PATCH', fetchImpl, query: { uri: page.uri }, lang: page.locale, body: { id: comment.id, status: next } });
      await list.mutate();
      return '';
    });

  return (
    <S.Panel aria-label={r.review} className="review">
        <h3>
          {r.review}: <ReviewBadge review={review} language={language} />
        </h3>
        {review?.by && review.at && (
          <p className="meta">
            {fillIn(r.stateBy, { state: r.state[state], by: review.by })} · {formatDate(review.at, language, dateTime)}
          </p>
        )}
        {review?.lastAuthor && <p className="meta">{fillIn(r.lastAuthor, { author: review.lastAuthor })}</p>}
        <div className="actions">
          {can('author') && state === 'draft' && (
            <button type="button" disabled={busy} onClick={() => void step('submit', r.submitted)}>
              {r.submit}
            </button>
          )}
          {can('reviewer') && state === 'in-review' && (
            <button type="button" className="primary" disabled={busy} onClick={() => void step('approve', r.approved)}>
              {r.approve}
            </button>
          )}
          {can('reviewer') && (state === 'in-review' || state === 'approved') && (
            <>
              <label>
                {r.note}
                <input value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
              </label>
              <button type="button" disabled={busy} onClick={() => void step('send-back', r.sentBack)}>
                {r.sendBack}
              </button>
            </>
          )}
        </div>
        <p role="status" className="status">
          {status}
        </p>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <h4>{r.comments}</h4>
        {list.data !== undefined && comments.length === 0 && <p>{r.noComments}</p>}
        <ul className="comments">
          {comments.map((c) => (
            <li key={c.id} data-status={c.status}>
              <span className="where">{c.blockId ? fillIn(r.onBlock, { block: labelOf(c.blockId) }) : r.onPage}</span>{' '}
              <span dir="auto">{c.body}</span>
              <span className="meta">
                {' '}
                · {c.author} · {formatDate(c.createdAt, language, dateTime)} · {c.status === 'open' ? r.open : r.resolved}
              </span>{' '}
              <button
                type="button"
                disabled={busy}
                aria-label={`${c.status === 'open' ? r.resolve : r.reopen}: ${c.body.slice(0, 60)}`}
                onClick={() => void setCommentStatus(c, c.status === 'open' ? 'resolved' : 'open')}
              >
                {c.status === 'open' ? r.resolve : r.reopen}
              </button>
            </li>
          ))}
        </ul>
        <form onSubmit={addComment} noValidate>
          <label htmlFor={`${id}-on`}>{r.commentOn}</label>
          <select id={`${id}-on`} value={on} onChange={(e) => setOn(e.target.value)}>
            <option value="">{r.wholePage}</option>
            {blocks.map((b) => (
              <option key={b.id} value={b.id}>
                {b.label}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-body`}>{r.comment}</label>
          <textarea
            id={`${id}-body`}
            value={body}
            maxLength={2000}
            rows={2}
            onChange={(e) => setBody(e.target.value)}
            aria-invalid={bodyError ? true : undefined}
            aria-describedby={bodyError ? `${id}-body-error` : undefined}
          />
          {bodyError && (
            <p id={`${id}-body-error`} className="error">
              {bodyError}
            </p>
          )}
          <button type="submit" disabled={busy}>
            {r.addComment}
          </button>
        </form>
    </S.Panel>
  );
}

/** The page list's line of review states: each language whose draft waits for someone (in review, approved) or is scheduled. */
export function ReviewStates({ page, language }: { page: PageSummary; language: EditorLanguage }) {
  const r = reviewStrings[language];
  const waiting = locales.flatMap((locale) => {
    const state = page.locales[locale]?.review?.state;
    return state === 'in-review' || state === 'approved' || state === 'scheduled' ? [{ locale, state }] : [];
  });
  if (waiting.length === 0) return null;
  return (
    <span className="review-states">
      {waiting.map(({ locale, state }, index) => (
        <span key={locale} data-state={state}>
          {index > 0 ? ' · ' : ''}
          {locale}: {r.state[state]}
        </span>
      ))}
    </span>
  );
}
