import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureText, loginHref, newIdempotencyKey, useMoneyCall } from '@/flows/shared/api';
import { Notice } from '@/flows/shared/ui';
import { gamePaths, type GameSummary, type PlayAnswer } from '@/lib/games';
import { toLocale } from '@/lib/locales';
import { Button, Container } from '@/ui/primitives';
import { useBrowserValue } from '@/ui/hooks';
import { SmartLink } from '@/ui/SmartLink';
import { PhoneIcon } from '@/ui/content-icons';
import { PrizeList, ResultBox } from './parts';
import { classed } from '@/ui/classed';
import styles from './ShakeToWin.module.css';

/** Acceleration (m/s², gravity left out) above which a movement counts as a shake. */
export const SHAKE_THRESHOLD = 15;

type MotionState = 'none' | 'ask' | 'on' | 'denied';
type PermissionAsk = { requestPermission?: () => Promise<'granted' | 'denied'> };

function motionSupport(): MotionState {
  if (typeof window === 'undefined' || typeof window.DeviceMotionEvent === 'undefined') return 'none';
  // iOS asks for the permission, and only from a user's gesture (a button press).
  return typeof (window.DeviceMotionEvent as unknown as PermissionAsk).requestPermission === 'function' ? 'ask' : 'on';
}

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The strongest axis of a motion event, without gravity when the device gives it. */
export function shakeStrength(event: Pick<DeviceMotionEvent, 'acceleration' | 'accelerationIncludingGravity'>): number {
  const a = event.acceleration;
  if (a && a.x !== null && a.y !== null && a.z !== null) return Math.max(Math.abs(a.x), Math.abs(a.y), Math.abs(a.z));
  const g = event.accelerationIncludingGravity;
  if (!g) return 0;
  // Gravity is about 9.8 on one axis at rest: what is beyond it is the shake.
  return Math.max(0, Math.hypot(g.x ?? 0, g.y ?? 0, g.z ?? 0) - 9.8);
}

/**
 * /personal/game: shake the phone (DeviceMotion; on iOS after the permission asked on a button press) or
 * press the button (desktop, keyboard, reduced motion, no sensor). The server draws; the result is
 * announced in a live region; the animation is left out when the visitor prefers reduced motion.
 */
export function ShakeToWin({ game, signedIn }: { game: GameSummary; signedIn: boolean }) {
  const t = useTranslations('games');
  const tRoot = useTranslations();
  const locale = toLocale(useLocale());
  const call = useMoneyCall({ session: true });
  const reduced = useBrowserValue(prefersReducedMotion, false);
  // What the device offers (read after hydration); the visitor's answer to the iOS prompt overrides it.
  const support = useBrowserValue(motionSupport, 'none');
  const [asked, setAsked] = useState<'on' | 'denied' | null>(null);
  const motion: MotionState = asked ?? support;
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ answer: PlayAnswer; message: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const playing = useRef(false);
  const canPlay = signedIn && game.canPlay && result === null;

  const play = useCallback(async () => {
    if (playing.current) return;
    playing.current = true;
    setBusy(true);
    setError(null);
    // One key for this play: a retry after a lost answer replays the same outcome.
    key.current ??= newIdempotencyKey();
    try {
      const reply = await call<PlayAnswer>(`/api/v1/games/${encodeURIComponent(game.id)}/play`, { method: 'POST', body: {}, idempotencyKey: key.current });
      setResult({ answer: reply.data, message: reply.message || reply.data.label });
    } catch (failure) {
      setError(failureText(tRoot, failure));
      playing.current = false;
    } finally {
      setBusy(false);
    }
  }, [call, game.id, tRoot]);

  useEffect(() => {
    if (motion !== 'on' || !canPlay) return;
    const onMotion = (event: DeviceMotionEvent) => {
      if (shakeStrength(event) > SHAKE_THRESHOLD) void play();
    };
    window.addEventListener('devicemotion', onMotion);
    return () => window.removeEventListener('devicemotion', onMotion);
  }, [motion, canPlay, play]);

  const askMotion = async () => {
    try {
      const answer = await (window.DeviceMotionEvent as unknown as PermissionAsk).requestPermission!();
      setAsked(answer === 'granted' ? 'on' : 'denied');
    } catch {
      setAsked('denied');
    }
  };

  const animate = busy && !reduced;
  return (
    <Container>
      <h1>{game.title}</h1>
      <p>{game.description}</p>
      <Stage>
        {/* An SVG, not the 📱 emoji: a phone without an emoji font showed an empty box (issue 28). */}
        <Phone aria-hidden="true" data-animate={animate ? 'true' : 'false'} $animate={animate}>
          <PhoneIcon size={72} />
        </Phone>
        {!signedIn ? (
          <Notice kind="info" title={t('shake.signInTitle')}>
            {t('shake.signInText')} <SmartLink href={loginHref(locale, gamePaths.shake)}>{t('shake.signIn')}</SmartLink>
          </Notice>
        ) : !game.canPlay && result === null ? (
          <Notice kind="info">{game.reason === 'closed' ? t('status.closed') : t('errors.playedToday')}</Notice>
        ) : (
          canPlay && (
            <>
              <p>{motion === 'on' ? t('shake.shakeOrPress') : t('shake.press')}</p>
              <Button type="button" onClick={() => void play()} disabled={busy}>
                {busy ? t('shake.playing') : t('shake.play')}
              </Button>
              {motion === 'ask' && (
                <Button type="button" $variant="secondary" onClick={() => void askMotion()}>
                  {t('shake.enableMotion')}
                </Button>
              )}
              {motion === 'denied' && <p>{t('shake.motionDenied')}</p>}
            </>
          )
        )}
        <div role="status" aria-live="polite" className="result">
          {result && (
            <ResultBox $won={result.answer.outcome.kind !== 'none'}>
              <strong>{result.message}</strong>
              <p>
                {result.answer.outcome.points > 0 && t('shake.balance', { balance: result.answer.balance })} {t('shake.comeBack')}
              </p>
            </ResultBox>
          )}
        </div>
        {error && <Notice kind="error">{error}</Notice>}
      </Stage>
      <h2>{t('detail.prizes')}</h2>
      <PrizeList prizes={game.prizes} />
      <p>
        <SmartLink href={gamePaths.detail(game.id)}>{t('shake.rules')}</SmartLink> · <SmartLink href={gamePaths.leaderboard}>{t('list.toLeaderboard')}</SmartLink>
      </p>
    </Container>
  );
}

const Stage = classed.section(styles.Stage);

const Phone = classed.span<{ $animate: boolean }>(styles.Phone, null, ({ $animate }) => $animate && styles.animate);
