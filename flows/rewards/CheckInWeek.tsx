/**
 * The daily check-in week (issue 14 part 4): seven tiles, each saying in words whether it is done, today
 * or locked (not by colour alone) and what it gives, and the check-in button. The server decides the
 * day; a second check-in the same day gets its 409 message.
 */
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { CheckInAnswer, CheckInWeekData } from '@/lib/rewards';
import { CheckIcon, LockIcon, StarIcon } from '@/ui/content-icons';
import { usePoints } from '@/ui/points';
import { Button } from '@/ui/primitives';
import { failureText, useMoneyCall, useMoneyGet } from '../shared/api';
import { Notice, Spinner } from '../shared/ui';
import { classed } from '@/ui/classed';
import styles from './CheckInWeek.module.css';

export function CheckInWeek({ onCheckedIn }: { onCheckedIn?: (answer: CheckInAnswer) => void }) {
  const t = useTranslations('rewards.week');
  const points = usePoints();
  const tAll = useTranslations();
  const id = useId();
  const call = useMoneyCall({ session: true });
  const week = useMoneyGet<CheckInWeekData>('/api/v1/check-in');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const checkIn = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const answer = await call<CheckInAnswer>('/api/v1/check-in', { method: 'POST' });
      await week.mutate({ data: answer.data.status, success: true, message: '' }, { revalidate: false });
      setNotice({ kind: 'success', text: answer.message });
      onCheckedIn?.(answer.data);
    } catch (error) {
      setNotice({ kind: 'error', text: failureText(tAll, error) });
      void week.mutate();
    } finally {
      setBusy(false);
    }
  };

  const data = week.data;
  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('title')}</h2>
      <p>{t('intro')}</p>
      {!data ? (
        week.error ? <Notice kind="error">{failureText(tAll, week.error)}</Notice> : <Spinner label={tAll('loading')} />
      ) : (
        <>
          <p className="progress">{t('progress', { day: data.streakDay })}</p>
          <Tiles>
            {data.tiles.map((tile) => (
              <li key={tile.day} className={tile.state} data-state={tile.state} aria-current={tile.state === 'today' ? 'date' : undefined}>
                <span className="day">{t('day', { day: tile.day })}</span>
                <span className="mark" aria-hidden="true">
                  {/* Drawn, not emoji: a phone without an emoji font showed an empty box (issue 28). */}
                  {tile.state === 'done' ? <CheckIcon /> : tile.state === 'today' ? <StarIcon /> : <LockIcon />}
                </span>
                <span className="state">{t(`states.${tile.state}`)}</span>
                <span className="reward">{t('reward', { points: points(tile.reward) })}</span>
                {tile.day === data.tiles.length && <span className="bonus">{t('unlock')}</span>}
              </li>
            ))}
          </Tiles>
          {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
          {data.checkedInToday ? (
            !notice && <p className="done">{t('doneToday')}</p>
          ) : (
            <div>
              <Button type="button" onClick={checkIn} disabled={busy} aria-busy={busy || undefined}>
                {busy ? t('working') : t('button')}
              </Button>
            </div>
          )}
        </>
      )}
    </Section>
  );
}

const Section = classed.section(styles.Section);

const Tiles = classed.ol(styles.Tiles);
