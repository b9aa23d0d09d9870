import { useCallback, useEffect, useState } from 'react';

/** Seconds left until a deadline, ticking each second; restart() sets a new deadline. */
export function useCountdown(seconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setDeadline(start + seconds * 1000);
  }, [seconds]);

  return { left, restart };
}
