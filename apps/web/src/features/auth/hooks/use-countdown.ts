import { useCallback, useEffect, useState } from 'react';

/** Counts whole seconds down to 0; `restart` begins again from the start value. */
export function useCountdown(seconds: number) {
  const [secondsLeft, setSecondsLeft] = useState(seconds);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const restart = useCallback(() => setSecondsLeft(seconds), [seconds]);
  return { secondsLeft, isDone: secondsLeft <= 0, restart };
}
