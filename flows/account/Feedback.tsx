/**
 * "Rate us" (a 1 to 5 rating with an optional comment) and the survey prompt of the my-account area,
 * both sent to POST /api/v1/feedback/rating. The survey prompt is shown once: answering or dismissing
 * it is remembered in local storage (storageKeys.surveyPrompt).
 */
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { storageKeys } from '@/lib/storage-keys';
import { StarIcon } from '@/ui/content-icons';
import { useBrowserValue } from '@/ui/hooks';
import { Button, VisuallyHidden } from '@/ui/primitives';
import { useAccountFetch } from './api';
import { Card, failureText, FormAlert } from './ui';
import { classed } from '@/ui/classed';
import styles from './Feedback.module.css';

const scores = [1, 2, 3, 4, 5] as const;
const COMMENT_MAX = 1000;

export function RateUs() {
  const t = useTranslations();
  const fetcher = useAccountFetch();
  const id = useId();
  const [score, setScore] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (score === null) {
      setError(t('myAccount.rate.chooseScore'));
      return;
    }
    setError('');
    setState('busy');
    try {
      await fetcher('/api/v1/feedback/rating', { method: 'POST', body: { kind: 'rating', score, ...(text.trim() ? { text: text.trim() } : {}) } });
      setState('done');
    } catch (problem) {
      setError(failureText(t, problem));
      setState('idle');
    }
  };

  return (
    <Card aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('myAccount.rate.title')}</h2>
      {state === 'done' ? (
        <p role="status">{t('myAccount.rate.thanks')}</p>
      ) : (
        <RateForm noValidate onSubmit={submit}>
          <fieldset aria-describedby={error ? `${id}-error` : undefined}>
            <legend>{t('myAccount.rate.question')}</legend>
            <div className="stars" dir="ltr">
              {scores.map((n) => (
                <label key={n} data-on={score !== null && n <= score}>
                  <input type="radio" name={`${id}-score`} value={n} checked={score === n} onChange={() => setScore(n)} />
                  <StarIcon size={28} />
                  <VisuallyHidden>{t('myAccount.rate.stars', { count: n })}</VisuallyHidden>
                </label>
              ))}
            </div>
          </fieldset>
          <label htmlFor={`${id}-text`} className="comment-label">
            {t('myAccount.rate.comment')} <span className="optional">({t('myAccount.common.optional')})</span>
          </label>
          <textarea id={`${id}-text`} rows={3} maxLength={COMMENT_MAX} value={text} onChange={(e) => setText(e.target.value)} />
          <FormAlert id={`${id}-error`}>{error}</FormAlert>
          <div>
            <Button type="submit" disabled={state === 'busy'}>
              {t('myAccount.rate.send')}
            </Button>
          </div>
        </RateForm>
      )}
    </Card>
  );
}

function readSurvey(): string | null {
  try {
    return window.localStorage.getItem(storageKeys.surveyPrompt);
  } catch {
    return 'unavailable';
  }
}

function rememberSurvey(value: 'answered' | 'dismissed'): void {
  try {
    window.localStorage.setItem(storageKeys.surveyPrompt, value);
  } catch {
    // Storage blocked: the prompt may come back next time; nothing else breaks.
  }
}

/**
 * The dashboard's one feedback prompt: the survey while it is unanswered, otherwise "Rate us". Never
 * both (two prompts competing for the same answer), and nothing until the browser says which.
 */
export function FeedbackPrompt() {
  const which = useBrowserValue<'survey' | 'rate' | null>(() => (readSurvey() === null ? 'survey' : 'rate'), null);
  // Fixed at first sight: answering the survey does not make "Rate us" pop up in its place.
  const [first, setFirst] = useState<'survey' | 'rate' | null>(null);
  const shown = first ?? which;
  if (shown !== first && shown !== null) setFirst(shown);
  if (shown === 'survey') return <SurveyPrompt />;
  if (shown === 'rate') return <RateUs />;
  return null;
}

/** A one-question survey, shown once per browser; "Not now" dismisses it for good. */
export function SurveyPrompt() {
  const t = useTranslations();
  const fetcher = useAccountFetch();
  const id = useId();
  // Local storage is only known in the browser: the prompt appears after hydration.
  const unanswered = useBrowserValue(() => readSurvey() === null, false);
  const [closed, setClosed] = useState(false);
  const [score, setScore] = useState<number | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState('');

  if (closed || (!unanswered && state !== 'done')) return null;

  const dismiss = () => {
    rememberSurvey('dismissed');
    setClosed(true);
    document.getElementById('main')?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (score === null) {
      setError(t('myAccount.survey.choose'));
      return;
    }
    setError('');
    setState('busy');
    try {
      await fetcher('/api/v1/feedback/rating', { method: 'POST', body: { kind: 'survey', score } });
      rememberSurvey('answered');
      setState('done');
    } catch (problem) {
      setError(failureText(t, problem));
      setState('idle');
    }
  };

  return (
    <Survey aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('myAccount.survey.title')}</h2>
      {state === 'done' ? (
        <>
          <p role="status">{t('myAccount.survey.thanks')}</p>
          <div>
            <Button type="button" $variant="secondary" onClick={() => setClosed(true)}>
              {t('notice.close')}
            </Button>
          </div>
        </>
      ) : (
        <form noValidate onSubmit={submit}>
          <fieldset aria-describedby={error ? `${id}-error` : undefined}>
            <legend>{t('myAccount.survey.question')}</legend>
            <div className="options">
              {scores.map((n) => (
                <label key={n}>
                  <input type="radio" name={`${id}-survey`} value={n} checked={score === n} onChange={() => setScore(n)} />
                  {t(`myAccount.survey.answers.${n}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <FormAlert id={`${id}-error`}>{error}</FormAlert>
          <div className="actions">
            <Button type="submit" disabled={state === 'busy'}>
              {t('myAccount.survey.send')}
            </Button>
            <Button type="button" $variant="ghost" onClick={dismiss}>
              {t('myAccount.survey.notNow')}
            </Button>
          </div>
        </form>
      )}
    </Survey>
  );
}

const RateForm = classed.form(styles.RateForm);

const Survey = classed(Card)(styles.Survey);
