import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

/** Top loading bar (spec section 9): red, 5 px high, fills over 3000 ms, shown only after 400 ms. */
export const LOADING_BAR = { color: '#e4002b', height: 5, durationMs: 3_000, throttleMs: 400 } as const;

export function LoadingBar() {
  const router = useRouter();
  const [state, setState] = useState<'idle' | 'loading' | 'done'>('idle');
  const throttle = useRef<number | undefined>(undefined);

  useEffect(() => {
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return;
      window.clearTimeout(throttle.current);
      throttle.current = window.setTimeout(() => setState('loading'), LOADING_BAR.throttleMs);
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
  return <Bar data-state={state} role="progressbar" aria-hidden="true" />;
}

const Bar = styled.div`
  position: fixed;
  top: 0;
  inset-inline-start: 0;
  z-index: 2000;
  height: ${LOADING_BAR.height}px;
  background: ${LOADING_BAR.color};
  width: 0;
  &[data-state='loading'] {
    width: 90%;
    transition: width ${LOADING_BAR.durationMs}ms cubic-bezier(0.1, 0.6, 0.3, 1);
  }
  &[data-state='done'] {
    width: 100%;
    opacity: 0;
    transition: width 0.2s, opacity 0.3s 0.1s;
  }
`;
