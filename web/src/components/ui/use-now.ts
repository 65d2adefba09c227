import { useEffect, useState } from 'react';

/**
 * The current time for render logic (days left, Closing Soon), refreshed every minute so a page left open
 * moves from Open to Closing Soon to Closed by itself, without making rendering impure.
 */
export const useNow = (intervalMs = 60_000): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
};
