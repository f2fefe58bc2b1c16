import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';

/**
 * Top loading bar (spec section 9): red, 5 px high, fills over 3000 ms, shown only after 400 ms. Its look
 * is plain CSS (shell/loading-bar.css), which costs every page no JavaScript.
 */
/** Navigations quicker than this show no bar. */
const THROTTLE_MS = 400;

export function LoadingBar() {
  const router = useRouter();
  const [state, setState] = useState<'idle' | 'loading' | 'done'>('idle');
  const throttle = useRef<number | undefined>(undefined);

  useEffect(() => {
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return;
      window.clearTimeout(throttle.current);
      throttle.current = window.setTimeout(() => setState('loading'), THROTTLE_MS);
    };
    const finish = () => {
      window.clearTimeout(throttle.current);
      setState((current) => (current === 'loading' ? 'done' : 'idle'));
    };
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', finish);
    router.events.on('routeChangeError', finish);
    return () => {
      window.clearTimeout(throttle.current);
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', finish);
      router.events.off('routeChangeError', finish);
    };
  }, [router.events]);

  useEffect(() => {
    if (state !== 'done') return;
    const timer = window.setTimeout(() => setState('idle'), 300);
    return () => window.clearTimeout(timer);
  }, [state]);

  if (state === 'idle') return null;
  return <div className="loading-bar" data-state={state} role="progressbar" aria-hidden="true" />;
}
