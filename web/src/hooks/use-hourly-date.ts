import { useEffect, useState } from 'react';

const ONE_HOUR_MS = 60 * 60 * 1000;

/** The current date, refreshed every hour (spec section 4: header time refreshes hourly). */
export function useHourlyDate(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), ONE_HOUR_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
