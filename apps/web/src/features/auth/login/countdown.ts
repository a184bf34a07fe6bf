import { useEffect, useRef, useState } from 'react';

/** Spec 002 §4.6 and §9: the SMS send button counts down 60 s. */
export const SMS_COUNTDOWN_SECONDS = 60;

export interface Countdown {
  /** Starts counting from the full length; false when it is already running. */
  start: () => boolean;
  /** Stops at once and makes the button usable again (a send that failed). */
  reset: () => void;
  remaining: () => number;
  dispose: () => void;
}

/** A one-second countdown; `onChange` hears every new remaining value, 0 when it stops. */
export function createCountdown(seconds: number, onChange: (remaining: number) => void): Countdown {
  let remaining = 0;
  let timer: ReturnType<typeof setInterval> | null = null;

  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const update = (value: number) => {
    remaining = value;
    onChange(value);
  };

  return {
    start() {
      if (remaining > 0) return false;
      update(seconds);
      timer = setInterval(() => {
        update(remaining - 1);
        if (remaining <= 0) stop();
      }, 1000);
      return true;
    },
    reset() {
      stop();
      update(0);
    },
    remaining: () => remaining,
    dispose: stop,
  };
}

/** The countdown as React state. */
export function useCountdown(seconds = SMS_COUNTDOWN_SECONDS) {
  const [remaining, setRemaining] = useState(0);
  const countdown = useRef<Countdown | null>(null);
  countdown.current ??= createCountdown(seconds, setRemaining);
  useEffect(() => () => countdown.current?.dispose(), []);
  return { remaining, countdown: countdown.current };
}
