import { vi } from 'vitest';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import { Toaster } from '../../../components/ui/toast';
import { Translator } from '../../../lib/translator';
import { TranslatorContext } from '../../../lib/use-translation';
import { en } from '../../../locales/en';
import { StaffAuthProvider } from './api/staff-auth';

// Renders a staff screen as the workspace shows it, with only the HTTP layer faked: a table of answers by
// "METHOD /path", the calls made kept in order.

/** One call the screen made: its method, path, query and body. */
export type MadeCall = { method: string; path: string; query: Record<string, string>; body: unknown };

/** An answer: the JSON to send (status 200), or made from the call (a Response for any other status). */
type Answer = unknown;
type Answers = Record<string, Answer | ((call: MadeCall) => Answer)>;

/** The workspace answer (GET /api/staff/me) of an owner at a clinic in Israel, with these fields changed. */
export const staffWorkspace = (overrides: Partial<TStaffWorkspace> = {}): TStaffWorkspace => ({
  account_id: 1,
  name: 'Olga Owner',
  role: 'owner',
  doctor_id: null,
  clinic: { key: 'c1', name: 'Test Clinic', time_zone: 'Asia/Jerusalem', today: '2026-12-16', country: 'IL' },
  second_factor: { enabled: false, required: false },
  sections: ['agenda', 'patients', 'waitlist', 'inbox', 'payments', 'setup', 'security', 'webhooks'],
  branches: [{ id: 1, name: 'Central' }],
  doctors: [{ id: 3, name: 'Dr. Maya Stone', branch_ids: [1] }],
  treatments: [{ id: 2, name: 'Consultation', duration_minutes: 15, branch_ids: [1] }],
  ...overrides,
});

/** A refusal in the contract's error envelope. */
export const refusal = (status: number, code: string, message = code) =>
  Response.json({ success: 0, code, message, request_id: 'r1' }, { status });

/**
 * Renders `ui` in English at an address, logged in to clinic c1, with a toaster; the server answers from `answers` (the workspace
 * answer is there unless given) and 404 to anything else. Answers the calls made, in order.
 */
export function renderStaffScreen(ui: ReactNode, answers: Answers = {}) {
  const calls: MadeCall[] = [];
  const table: Answers = { 'GET /api/staff/me': staffWorkspace(), ...answers };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      const call = { method, path: url.pathname, query: Object.fromEntries(url.searchParams), body };
      calls.push(call);
      const entry = table[`${method} ${url.pathname}`];
      if (entry === undefined) return Response.json({ success: 0, message: 'not here' }, { status: 404 });
      const answer = typeof entry === 'function' ? (entry as (made: MadeCall) => Answer)(call) : entry;
      return answer instanceof Response ? answer : Response.json(answer);
    }),
  );
  const i18n = new Translator('en');
  for (const [namespace, texts] of Object.entries(en)) i18n.addTexts('en', namespace, texts);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <TranslatorContext.Provider value={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <StaffAuthProvider auth={{ clinic: 'c1', token: 't1' }}>{ui}</StaffAuthProvider>
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </TranslatorContext.Provider>,
  );
  /** The changes made (every call but reads), as "METHOD /path". */
  const changes = () => calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);
  return { ...view, calls, changes, client };
}
