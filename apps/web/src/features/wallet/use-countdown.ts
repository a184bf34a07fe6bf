import { useEffect, useState } from 'react';

const TICK_MS = 1000;

/** Milliseconds left until `deadline` (epoch ms), ticking each second; null without a deadline. */
export function useCountdown(deadline: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === null ? null : Math.max(0, deadline - now);
}

/** mm:ss of a remaining time, rounded up so the last second still reads 00:01. */
export function formatRemaining(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}
