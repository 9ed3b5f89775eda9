import { QueryClient } from '@tanstack/react-query';

export const FIVE_MINUTES = 5 * 60 * 1000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60 * 1000, retry: false, refetchOnWindowFocus: false },
    },
  });
}
