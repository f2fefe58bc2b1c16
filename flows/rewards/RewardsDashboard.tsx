/**
 * The live part of /personal/rewards (FlowEmbed flow "rewards", issue 14 part 1): the points balance
 * and what expires soon, the daily check-in week, the catalogue with a confirm dialog before a reward
 * is redeemed (Idempotency-Key per confirmation, so a double click is one redemption) and what was
 * applied, and the points history. Visitors see the catalogue and a sign-in prompt.
 */
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { formatPrice } from '@/lib/format';
import { toLocale } from '@/lib/locales';
import type { RedeemAnswer, RewardItem, RewardsOverview } from '@/lib/rewards';
import { useDateFormat } from '@/ui/dates';
import { usePoints } from '@/ui/points';
import { Button } from '@/ui/primitives';
import { failureText, loginHref, newIdempotencyKey, useMoneyCall, useMoneyGet } from '../shared/api';
import { Dialog } from '../shared/Dialog';
import { Actions, Ltr, Notice, Spinner } from '../shared/ui';
import { CheckInWeek } from './CheckInWeek';
import { classed } from '@/ui/classed';
import styles from './RewardsDashboard.module.css';

export function RewardsDashboard() {
  const t = useTranslations('rewards.dashboard');
  const tAll = useTranslations();
  const locale = toLocale(useLocale());
  const formatDate = useDateFormat();
  const points = usePoints();
  const id = useId();
  const overview = useMoneyGet<RewardsOverview>('/api/v1/rewards');
  const [chosen, setChosen] = useState<RewardItem | null>(null);

  const data = overview.data;
  if (!data) return overview.error ? <Notice kind="error">{failureText(tAll, overview.error)}</Notice> : <Spinner label={t('loading')} />;
  const signedIn = data.points !== null;
  const balance = data.points ?? 0;

  return (
    <Board>
      {signedIn ? (
        <Box aria-labelledby={`${id}-balance`}>
          <h2 id={`${id}-balance`}>{t('balance')}</h2>
          <p className="points">{points(balance)}</p>
          {data.expiringSoon && data.expiringSoon.points > 0 && data.expiringSoon.firstAt && (
            <Notice kind="info">{t('expiringSoon', { points: points(data.expiringSoon.points), date: formatDate(data.expiringSoon.firstAt) })}</Notice>
          )}
          <p className="note">{t('expiryRule')}</p>
        </Box>
      ) : (
        <Box aria-labelledby={`${id}-signin`}>
          <h2 id={`${id}-signin`}>{t('signInTitle')}</h2>
          <p>{t('signInText')}</p>
          <Actions>
            <a href={loginHref(locale)} className="primary">
              {t('signIn')}
            </a>
          </Actions>
          <p className="note">{t('expiryRule')}</p>
        </Box>
      )}

      {signedIn && (
        <Box>
          <CheckInWeek onCheckedIn={() => void overview.mutate()} />
        </Box>
      )}

      <section aria-labelledby={`${id}-catalogue`}>
        <h2 id={`${id}-catalogue`}>{t('catalogue')}</h2>
        <Cards>
          {data.catalogue.map((reward) => {
            const missing = reward.points - balance;
            return (
              <li key={reward.id}>
                <span className="kind">{t(`kinds.${reward.kind}`)}</span>
                <h3>{reward.title}</h3>
                <p>{reward.description}</p>
                <p className="cost">{points(reward.points)}</p>
                {signedIn &&
                  (missing > 0 ? (
                    <p className="note">{t('needMore', { missing: points(missing) })}</p>
                  ) : (
                    <Button type="button" onClick={() => setChosen(reward)} aria-label={t('redeemLabel', { title: reward.title, points: points(reward.points) })}>
                      {t('redeem')}
                    </Button>
                  ))}
              </li>
            );
          })}
        </Cards>
      </section>

      {signedIn && (
        <section aria-labelledby={`${id}-history`}>
          <h2 id={`${id}-history`}>{t('history')}</h2>
          {data.history.length === 0 ? (
            <p>{t('historyEmpty')}</p>
          ) : (
            <History>
              {data.history.map((entry) => (
                <li key={entry.id}>
                  <span className="label">{entry.label}</span>
                  <span className="date">
                    {formatDate(entry.at)}
                    {entry.expiresAt && ` · ${t('expiresOn', { date: formatDate(entry.expiresAt) })}`}
                  </span>
                  <Ltr>
                    <span className={entry.points > 0 ? 'amount plus' : 'amount'}>{`${entry.points > 0 ? '+' : '−'}${formatPrice(Math.abs(entry.points))}`}</span>
                  </Ltr>
                </li>
              ))}
            </History>
          )}
        </section>
      )}

      {chosen && (
        <RedeemDialog
          reward={chosen}
          balance={balance}
          onClose={(changed) => {
            setChosen(null);
            if (changed) void overview.mutate();
          }}
        />
      )}
    </Board>
  );
}

/** The code-free confirmation, then what was applied. */
export function RedeemDialog({ reward, balance, onClose }: { reward: RewardItem; balance: number; onClose: (changed: boolean) => void }) {
  const t = useTranslations('rewards');
  const tAll = useTranslations();
  const formatDate = useDateFormat();
  const points = usePoints();
  const call = useMoneyCall({ session: true });
  // One key per confirmation: a double click or a retry of this confirmation redeems once.
  const key = useRef(newIdempotencyKey());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState<RedeemAnswer | null>(null);

  const confirm = async () => {
    setBusy(true);
    setFailure('');
    try {
      const answer = await call<RedeemAnswer>(`/api/v1/rewards/${encodeURIComponent(reward.id)}/redeem`, { method: 'POST', idempotencyKey: key.current });
      setDone(answer.data);
    } catch (error) {
      setFailure(failureText(tAll, error));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    const applied = done.applied;
    return (
      <Dialog title={t('success.title')} onClose={() => onClose(true)} testId="reward-done">
        <Notice kind="success">
          {applied.kind === 'addon' ? (
            <p>
              {t('success.addon', { title: applied.title })} {applied.expiresAt && t('success.addonUntil', { date: formatDate(applied.expiresAt) })}
            </p>
          ) : (
            <p>{t('success.voucherSent')}</p>
          )}
        </Notice>
        <DialogBody>
          <p>{t('success.balance', { points: points(done.balance) })}</p>
          <Actions>
            <Button type="button" onClick={() => onClose(true)}>
              {t('success.close')}
            </Button>
          </Actions>
        </DialogBody>
      </Dialog>
    );
  }

  return (
    <Dialog title={t('confirm.title')} onClose={() => onClose(false)} testId="reward-confirm">
      <DialogBody>
        <p>{t('confirm.text', { points: points(reward.points), balance: points(balance), title: reward.title })}</p>
        <p>{t('confirm.after', { remaining: points(Math.max(0, balance - reward.points)) })}</p>
        {failure && <Notice kind="error">{failure}</Notice>}
        <Actions>
          <Button type="button" onClick={confirm} disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('confirm.working') : t('confirm.yes')}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => onClose(false)}>
            {t('confirm.cancel')}
          </Button>
        </Actions>
      </DialogBody>
    </Dialog>
  );
}

const Board = classed.div(styles.Board);

const Box = classed.section(styles.Box);

const Cards = classed.ul(styles.Cards);

const History = classed.ul(styles.History);

const DialogBody = classed.div(styles.DialogBody);
