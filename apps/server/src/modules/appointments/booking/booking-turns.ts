import { Mutex } from 'async-mutex';

/**
 * This process's turn to book on one clinic day (tenant and date): one booking at a time, the others
 * wait. Mutexes nobody holds or waits for are dropped.
 */
export function bookingTurns() {
  const turns = new Map<string, Mutex>();
  return async (tenantId: number, date: string): Promise<() => void> => {
    const key = `${tenantId}/${date}`;
    let turn = turns.get(key);
    if (!turn) turns.set(key, (turn = new Mutex()));
    const release = await turn.acquire();
    return () => {
      release();
      if (!turn.isLocked()) turns.delete(key);
    };
  };
}
