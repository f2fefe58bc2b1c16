/**
 * Talent programme voting (/personal/talent-program/vote; issue 14, part 5). The contestants of the
 * current round as cards, each with its vote button. A signed-in subscriber votes at once (their own
 * number); anyone else confirms a Nour number first: number → SMS code → the vote, in a dialog. The
 * server decides everything (one vote per number per round, the device and IP limits, the closing
 * time); this screen shows its answers in the page's language: the thanks, or "already voted".
 */
import { useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import * as yup from 'yup';
import { ApiClientError } from '@/lib/api/errors';
import { toLocale } from '@/lib/locales';
import { clearSignedInFlag, hasSignedInFlag, SIGNED_IN_EVENT } from '@/lib/signed-in';
import { roundTakesVotes, TALENT_BASE, type TalentContestantData, type TalentContestantsData, type TalentVoted } from '@/lib/talent';
import { normalizeMsisdn } from '@/lib/validation/rules';
import { yv } from '@/lib/validation/yup';
import { useDateFormat } from '@/ui/dates';
import { Button } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { errorData } from '../account/ui';
import { failureText, loginHref, newIdempotencyKey, useMoneyCall, useMoneyGet } from '../shared/api';
import { CodeStep } from '../shared/CodeStep';
import { Dialog } from '../shared/Dialog';
import { errorOf, placeServerErrors } from '../shared/forms';
import { Actions, Ltr, Notice, Spinner, TextField } from '../shared/ui';
import { CardGrid, ContestantCard } from './ContestantCard';
import { classed } from '@/ui/classed';
import styles from './TalentVote.module.css';

export const CONTESTANTS_PATH = '/api/v1/talent/contestants';

function subscribeSignedIn(changed: () => void): () => void {
  window.addEventListener(SIGNED_IN_EVENT, changed);
  return () => window.removeEventListener(SIGNED_IN_EVENT, changed);
}

type Outcome = { kind: 'voted'; name: string } | { kind: 'already'; message: string };

/** A heading that takes the focus when it appears, so keyboard and screen-reader users hear the outcome. */
function OutcomeHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 ref={ref} tabIndex={-1}>
      {children}
    </h2>
  );
}

export function TalentVote() {
  const t = useTranslations('talent.vote');
  const tAll = useTranslations();
  const formatDate = useDateFormat();
  const { data, error, isLoading, mutate } = useMoneyGet<TalentContestantsData>(CONTESTANTS_PATH);
  // Whether the round takes votes is judged against when the screen opened (the server decides anyway).
  const [now] = useState(() => Date.now());
  const call = useMoneyCall();
  // The flag cookie is read after hydration (the cached page is the same for everyone) and again when it is cleared.
  const signedIn = useSyncExternalStore(subscribeSignedIn, hasSignedInFlag, () => false);
  const [asking, setAsking] = useState<TalentContestantData | null>(null);
  const [sending, setSending] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState('');

  if (isLoading && !data) return <Spinner label={t('loading')} />;
  if (!data) {
    return (
      <Notice kind="error" title={t('loadFailed')}>
        {error ? failureText(tAll, error) : null}
        <Actions>
          <Button type="button" onClick={() => void mutate()}>
            {t('retry')}
          </Button>
        </Actions>
      </Notice>
    );
  }

  const { round, contestants } = data;
  const open = roundTakesVotes(round, now);
  const closes = formatDate(round.closesAt, { dateStyle: 'medium', timeStyle: 'short' });

  const finished = (result: Outcome) => {
    setAsking(null);
    setOutcome(result);
  };

  const voteSignedIn = async (contestant: TalentContestantData) => {
    setFailure('');
    setSending(contestant.id);
    try {
      await call<TalentVoted>('/api/v1/talent/vote', { method: 'POST', body: { contestantId: contestant.id } });
      finished({ kind: 'voted', name: contestant.name });
    } catch (err) {
      if (err instanceof ApiClientError && errorData(err).reason === 'already-voted') {
        finished({ kind: 'already', message: failureText(tAll, err) });
      } else if (err instanceof ApiClientError && err.status === 401) {
        // The session has ended: the visitor's way (number and code) still works.
        clearSignedInFlag();
        setAsking(contestant);
      } else {
        setFailure(failureText(tAll, err));
        if (err instanceof ApiClientError && err.status === 409) void mutate();
      }
    } finally {
      setSending(null);
    }
  };

  return (
    <Screen>
      <p className="rules">{t('rules')}</p>
      {open ? (
        <p>{t('closesAt', { date: closes })}</p>
      ) : round.status === 'open' && Date.parse(round.opensAt) > now ? (
        <Notice kind="info">{t('opensAt', { date: formatDate(round.opensAt, { dateStyle: 'medium', timeStyle: 'short' }) })}</Notice>
      ) : (
        <Notice kind="info">
          {t('closed')} <SmartLink href={TALENT_BASE}>{t('seeResults')}</SmartLink>
        </Notice>
      )}
      {signedIn && open && !outcome && <p>{t('signedIn')}</p>}
      {outcome && (
        <div className="outcome" data-outcome={outcome.kind}>
          {outcome.kind === 'voted' ? (
            <Notice kind="success">
              <OutcomeHeading>{t('thanksTitle')}</OutcomeHeading>
              {t('thanks', { name: outcome.name, date: closes })}
            </Notice>
          ) : (
            <Notice kind="info">
              <OutcomeHeading>{t('alreadyTitle')}</OutcomeHeading>
              {outcome.message}
            </Notice>
          )}
        </div>
      )}
      {failure && <Notice kind="error">{failure}</Notice>}
      <h2 className="list-title">{t('contestants')}</h2>
      <CardGrid>
        {contestants.map((contestant) => (
          <li key={contestant.id}>
            <ContestantCard contestant={contestant}>
              {open && !outcome && (
                <Button
                  type="button"
                  disabled={sending !== null}
                  aria-busy={sending === contestant.id || undefined}
                  onClick={() => (signedIn ? void voteSignedIn(contestant) : setAsking(contestant))}
                >
                  {sending === contestant.id ? t('voting') : t('voteFor', { name: contestant.name })}
                </Button>
              )}
            </ContestantCard>
          </li>
        ))}
      </CardGrid>
      {asking && (
        <Dialog title={t('confirmTitle', { name: asking.name })} onClose={() => setAsking(null)} testId="talent-verify">
          <VerifyAndVote
            contestant={asking}
            onDone={finished}
            onClosed={() => {
              setAsking(null);
              void mutate();
            }}
          />
        </Dialog>
      )}
    </Screen>
  );
}

type Step = { name: 'number' } | { name: 'code'; msisdn: string; wait: number };

/** The visitor's way: a Nour number, the SMS code sent to it, then the vote. */
export function VerifyAndVote({ contestant, onDone, onClosed }: { contestant: TalentContestantData; onDone: (outcome: Outcome) => void; onClosed: () => void }) {
  const t = useTranslations('talent.vote');
  const tAll = useTranslations();
  const locale = toLocale(useLocale());
  const id = useId();
  const call = useMoneyCall();
  const [step, setStep] = useState<Step>({ name: 'number' });
  const [failure, setFailure] = useState('');

  const numberForm = useFormik({
    initialValues: { msisdn: '' },
    validationSchema: yup.object({ msisdn: yv.operatorMsisdn() }),
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      setFailure('');
      const msisdn = normalizeMsisdn(values.msisdn);
      try {
        const answer = await call<{ resendAfter: number }>('/api/v1/talent/vote/code', { method: 'POST', body: { msisdn }, idempotencyKey: newIdempotencyKey() });
        setStep({ name: 'code', msisdn, wait: answer.data.resendAfter ?? 60 });
      } catch (error) {
        const resendAfter = errorData(error).resendAfter;
        if (typeof resendAfter === 'number') {
          // A code went to this number less than a minute ago: it can be typed in.
          setStep({ name: 'code', msisdn, wait: resendAfter });
          return;
        }
        // This number has voted in this round: said at once, no code was sent.
        if (errorData(error).reason === 'already-voted') {
          onDone({ kind: 'already', message: failureText(tAll, error) });
          return;
        }
        if (error instanceof ApiClientError && error.status === 409) {
          setFailure(failureText(tAll, error));
          onClosed();
          return;
        }
        if (!placeServerErrors(helpers, error, ['msisdn'])) setFailure(failureText(tAll, error));
      }
    },
  });

  if (step.name === 'code') {
    return (
      <VoteCodeStep
        contestant={contestant}
        msisdn={step.msisdn}
        wait={step.wait}
        onDone={onDone}
        onClosed={onClosed}
        onChangeNumber={() => {
          setFailure('');
          setStep({ name: 'number' });
        }}
      />
    );
  }

  const msisdnError = errorOf(tAll, numberForm, 'msisdn');
  return (
    <form noValidate onSubmit={numberForm.handleSubmit}>
      <p>{t.rich('confirmIntro', { login: (chunks) => <a href={loginHref(locale)}>{chunks}</a> })}</p>
      <TextField
        id={`${id}-msisdn`}
        name="msisdn"
        label={t('msisdn')}
        hint={t('msisdnHint')}
        ltr
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={numberForm.values.msisdn}
        onChange={numberForm.handleChange}
        onBlur={numberForm.handleBlur}
        error={msisdnError}
      />
      {failure && <Notice kind="error">{failure}</Notice>}
      {numberForm.isSubmitting && <Spinner label={t('sending')} />}
      <Actions>
        <Button type="submit" disabled={numberForm.isSubmitting}>
          {t('sendCode')}
        </Button>
      </Actions>
    </form>
  );
}

/** What the vote with a code came to: counted, already counted for this number, or the round closed meanwhile. */
type VoteAnswer = Outcome | { kind: 'closed' };

function VoteCodeStep({
  contestant,
  msisdn,
  wait,
  onDone,
  onClosed,
  onChangeNumber,
}: {
  contestant: TalentContestantData;
  msisdn: string;
  wait: number;
  onDone: (outcome: Outcome) => void;
  onClosed: () => void;
  onChangeNumber: () => void;
}) {
  const t = useTranslations('talent.vote');
  const tAll = useTranslations();
  const call = useMoneyCall();
  return (
    <CodeStep<VoteAnswer>
      bare
      heading={null}
      label={t('code')}
      intro={t.rich('codeIntro', { number: msisdn, phone: (chunks) => <Ltr>{chunks}</Ltr> })}
      wait={wait}
      checkingLabel={t('voting')}
      submitLabel={t('confirmVote')}
      verify={async (code) => {
        try {
          await call<TalentVoted>('/api/v1/talent/vote', { method: 'POST', body: { contestantId: contestant.id, msisdn, code: code.trim() } });
          return { kind: 'voted', name: contestant.name };
        } catch (error) {
          if (errorData(error).reason === 'already-voted') return { kind: 'already', message: failureText(tAll, error) };
          // The round closed meanwhile: the screen reloads the round and says so.
          if (error instanceof ApiClientError && error.status === 409) return { kind: 'closed' };
          throw error;
        }
      }}
      sendAgain={async () =>
        (await call<{ resendAfter: number }>('/api/v1/talent/vote/code', { method: 'POST', body: { msisdn }, idempotencyKey: newIdempotencyKey() })).data
      }
      onVerified={(answer) => (answer.kind === 'closed' ? onClosed() : onDone(answer))}
      back={{ label: t('changeNumber'), onClick: onChangeNumber }}
    />
  );
}

const Screen = classed.div(styles.Screen);
