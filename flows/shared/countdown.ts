import { useCallback, useEffect, useState } from 'react';

/** Seconds left, ticking down once a second to 0; `restart(n)` starts again from n. */
export function useCountdown(initial: number): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(Math.max(0, Math.round(initial)));
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const restart = useCallback((seconds: number) => setLeft(Math.max(0, Math.round(seconds))), []);
  return [left, restart];
}

/** 75 → "1:15" */
export const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
