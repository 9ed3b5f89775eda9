import { useEffect, useState } from 'react';

/** Failures of changes stay on screen 5 s, as the specification asks. */
export function useTimedMessage() {
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), 5000);
    return () => clearTimeout(timer);
  }, [message]);
  return [message, setMessage] as const;
}
