import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { STAFF_AGENDA_EVENTS_PATH } from '@clinic/contract/staff/routes-staff';
import { useStaffAuth } from '../../core/api/staff-auth';
import { visitChangeKeys } from '../../core/api/staff-calls';

const RETRY_MS = 2_000;

/**
 * Listens to the clinic's agenda events (server-sent events, read with fetch so the token goes in a header)
 * and reads again what a change of visits changes (the agenda, the free times, the patient cards); reconnects after a drop. Answers whether the stream is open.
 */
export function useAgendaEvents(): boolean {
  const auth = useStaffAuth();
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    const stop = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      for (const queryKey of visitChangeKeys(auth)) void queryClient.invalidateQueries({ queryKey });
    };

    async function listen() {
      try {
        const response = await fetch(STAFF_AGENDA_EVENTS_PATH, {
          headers: { authorization: `Bearer ${auth.token}`, accept: 'text/event-stream' },
          signal: stop.signal,
        });
        if (!response.ok || !response.body) throw new Error(`agenda events: ${response.status}`);
        setLive(true);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffered = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffered += value;
          const events = buffered.split('\n\n');
          buffered = events.pop() ?? '';
          if (events.some((event) => event.split('\n').includes('event: change'))) refresh();
        }
      } catch {
        // Dropped or refused: try again shortly, unless the page closed it.
      }
      setLive(false);
      if (!stop.signal.aborted) {
        retry = setTimeout(() => void listen(), RETRY_MS);
        // Whatever changed while the stream was down.
        refresh();
      }
    }
    void listen();
    return () => {
      stop.abort();
      clearTimeout(retry);
    };
  }, [auth, queryClient]);
  return live;
}
