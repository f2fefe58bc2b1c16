import { useTranslations } from 'next-intl';
import { formatPrice } from '@/lib/format';
import { usePoints } from '@/ui/points';
import { useRef, useState, type FormEvent } from 'react';
import { failureText, newIdempotencyKey, useMoneyCall } from '@/flows/shared/api';
import { Notice } from '@/flows/shared/ui';
import type { PlayAnswer, QuizQuestionView } from '@/lib/games';
import { Button } from '@/ui/primitives';
import { ResultBox } from './parts';
import { classed } from '@/ui/classed';
import styles from './QuizForm.module.css';

/**
 * The day's quiz: one radio group (fieldset and legend) per question, sent once; the server scores it
 * and shows the right answers afterwards.
 */
export function QuizForm({ gameId, questions, pointsPerCorrect }: { gameId: string; questions: QuizQuestionView[]; pointsPerCorrect: number }) {
  const t = useTranslations('games');
  const tRoot = useTranslations();
  const points = usePoints();
  const call = useMoneyCall({ session: true });
  const [answers, setAnswers] = useState<Array<number | null>>(() => questions.map(() => null));
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<PlayAnswer | null>(null);
  // One key per try: a double submit or a retry after a lost answer is the same play.
  const key = useRef(newIdempotencyKey());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (answers.some((a) => a === null)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setBusy(true);
    setError(null);
    try {
      const reply = await call<PlayAnswer>(`/api/v1/games/${encodeURIComponent(gameId)}/play`, { method: 'POST', body: { answers }, idempotencyKey: key.current });
      setResult(reply.data);
    } catch (failure) {
      setError(failureText(tRoot, failure));
    } finally {
      setBusy(false);
    }
  };

  const rightOf = (id: string) => result?.outcome.answers?.[id]?.correctOption;
  return (
    <Form onSubmit={(e) => void submit(e)} noValidate aria-describedby="quiz-points">
      <p id="quiz-points">{t('quiz.intro', { count: questions.length, n: formatPrice(questions.length), points: points(pointsPerCorrect) })}</p>
      {questions.map((question, qi) => (
        <fieldset key={question.id} disabled={busy || result !== null}>
          <legend>
            {t('quiz.questionNumber', { number: qi + 1, count: questions.length })} {question.text}
          </legend>
          {question.options.map((option, oi) => {
            const id = `quiz-${question.id}-${oi}`;
            const right = rightOf(question.id);
            return (
              <label key={id} htmlFor={id} className={right === oi ? 'right' : undefined}>
                <input
                  id={id}
                  type="radio"
                  name={`quiz-${question.id}`}
                  value={oi}
                  checked={answers[qi] === oi}
                  onChange={() => setAnswers((all) => all.map((a, i) => (i === qi ? oi : a)))}
                />
                <span>{option}</span>
                {right === oi && <span className="mark"> ({t('quiz.rightAnswer')})</span>}
              </label>
            );
          })}
        </fieldset>
      ))}
      {missing && <Notice kind="error">{t('errors.answerAll')}</Notice>}
      {error && <Notice kind="error">{error}</Notice>}
      {!result && (
        <Button type="submit" disabled={busy}>
          {busy ? t('quiz.sending') : t('quiz.submit')}
        </Button>
      )}
      <div aria-live="polite" role="status">
        {result && (
          <ResultBox $won={result.outcome.points > 0}>
            <strong>{t('quiz.score', { correct: result.outcome.correct ?? 0, total: result.outcome.total ?? questions.length })}</strong>
            <p>{t('quiz.earned', { points: points(result.outcome.points ?? 0), balance: points(result.balance) })}</p>
          </ResultBox>
        )}
      </div>
    </Form>
  );
}

const Form = classed.form(styles.Form);
