import { describe, expect, it } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api-client';
import { useChangeFeedback } from './use-change-feedback';

const client = new QueryClient();
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

function useTwoChanges(refusal: ApiError) {
  const works = useMutation({ mutationFn: async (count: number) => ({ count }) });
  const refused = useMutation({ mutationFn: (): Promise<unknown> => Promise.reject(refusal) });
  return { works, refused, feedback: useChangeFeedback(works, refused) };
}

describe('the feedback of staff changes', () => {
  it('says a done change in a toast made from its answer', async () => {
    render(<Toaster />);
    const { result } = renderHook(() => useTwoChanges(new ApiError('', 409)), { wrapper });
    let answer: unknown;
    await act(async () => {
      answer = await result.current.feedback.run(result.current.works, 3, (done) => `Booked ${done.count}`);
    });
    expect(answer).toEqual({ count: 3 });
    expect(await screen.findByText('Booked 3')).toBeTruthy();
    expect(result.current.feedback.refusal).toBeUndefined();
  });

  it("keeps the latest refusal's reason, field and series conflicts, and throws nothing", async () => {
    const conflicts = [{ date: '2026-12-04', nearest_time: null }];
    const refusal = new ApiError('Taken', 409, 'SERIES_CONFLICT', { field: 'start_time', conflicts });
    const { result } = renderHook(() => useTwoChanges(refusal), { wrapper });
    await act(async () => {
      expect(await result.current.feedback.run(result.current.refused, undefined, 'never')).toBeUndefined();
    });
    await waitFor(() => expect(result.current.feedback.refusal?.field).toBe('start_time'));
    expect(result.current.feedback.refusal?.conflicts).toEqual(conflicts);
    expect(result.current.feedback.error).toBeTruthy();
    expect(result.current.feedback.error).not.toBe('SERIES_CONFLICT');

    // A later change that works clears the refusal.
    await act(async () => {
      await result.current.feedback.run(result.current.works, 1, 'ok');
    });
    await waitFor(() => expect(result.current.feedback.refusal).toBeUndefined());
  });
});
