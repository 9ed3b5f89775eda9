import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TDeskVisit } from '@clinic/contract/staff/agenda-visits';
import { agendaVisit } from '../../../../test/agenda-visit';
import type { TStaffWorkspace } from '@clinic/contract/staff/staff';
import { TranslatorContext } from '../../../../lib/use-translation';
import { Translator } from '../../../../lib/translator';
import { day } from '../../../../locales/en/day';
import { money } from '../../../../locales/en/money';
import { series } from '../../../../locales/en/series';
import { staff } from '../../../../locales/en/staff';
import { day as arDay } from '../../../../locales/ar/day';
import { money as arMoney } from '../../../../locales/ar/money';
import { series as arSeries } from '../../../../locales/ar/series';
import { staff as arStaff } from '../../../../locales/ar/staff';
import { StaffAuthProvider } from '../../core/api/staff-auth';
import { VisitDialog } from './visit-dialog';

const VISIT = agendaVisit({
  id: 41,
  doctor_name: 'Dr. Maya Stone',
  patient_name: 'Dana Levi',
  treatment: 'Consultation',
  date: '2026-12-16',
});

/** The visit call: answers the details when `details` says so, else fails or never answers. */
function answerVisitCall(details: 'answer' | 'fail' | 'pending') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname !== '/api/staff/appointments/41') return Response.json({ message: 'not here' }, { status: 404 });
      if (details === 'pending') return new Promise<Response>(() => {});
      if (details === 'fail') return Response.json({ code: 'INTERNAL', message: 'down' }, { status: 503 });
      return Response.json({ ...VISIT, patient_id: 7, patient_phone: '972501234567', price_minor: 0 });
    }),
  );
}

const TEXTS = {
  en: { staff, day, series, money },
  ar: { staff: arStaff, day: arDay, series: arSeries, money: arMoney },
};

function renderDialog(visit: TDeskVisit = VISIT, lang: keyof typeof TEXTS = 'en') {
  const i18n = new Translator(lang);
  for (const [namespace, texts] of Object.entries(TEXTS[lang])) i18n.addTexts(lang, namespace, texts);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const workspace = { role: 'reception', clinic: { time_zone: 'UTC' } } as TStaffWorkspace;
  render(
    <TranslatorContext.Provider value={i18n}>
      <QueryClientProvider client={client}>
        <StaffAuthProvider auth={{ clinic: 'c', token: 't' }}>
          <VisitDialog workspace={workspace} visit={visit} branchId={1} onClose={() => {}} onOpenPatient={() => {}} />
        </StaffAuthProvider>
      </QueryClientProvider>
    </TranslatorContext.Provider>,
  );
}

/** The value beside a term of the visit's list. */
const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A button's description, as a screen reader says it after its name. */
const descriptionOf = (button: HTMLElement) =>
  (button.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('VisitDialog', () => {
  it("shows what the agenda has at once, and holds the phone's place until the details come", async () => {
    answerVisitCall('pending');
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Visit at 09:00' })).toBeTruthy();
    expect(valueOf('Patient')?.textContent).toBe('Dana Levi');
    // The time range is isolated left to right, so Hebrew and Arabic never swap its two times.
    expect(valueOf('When')?.textContent).toContain('\u206609:00–09:15\u2069');
    expect(valueOf('Phone')?.textContent).toBe('Loading the phone and payments…');
  });

  it("joins the day and the time with the language's own comma: the Arabic one in Arabic", () => {
    answerVisitCall('pending');
    renderDialog(VISIT, 'ar');
    const when = valueOf(arStaff.visit.when)?.textContent;
    expect(when).toMatch(/^الأربعاء.*2026، \u206609:00–09:15\u2069$/);
    expect(when).not.toContain(', ');
  });

  it('shows the phone once the visit call answers, written as the phone library writes it', async () => {
    answerVisitCall('answer');
    renderDialog();
    // No clinic country here: the international form, once the phone library has loaded.
    expect(await screen.findByText('+972 50-123-4567')).toBeTruthy();
    expect(valueOf('Phone')?.textContent).toBe('+972 50-123-4567');
  });

  it('says so when the details cannot be loaded', async () => {
    answerVisitCall('fail');
    renderDialog();
    expect(await screen.findByText(/could not be loaded/)).toBeTruthy();
  });

  it("offers a later day's marks dimmed, each saying when; no-show and cancel apart, after the others", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-15T12:00:00Z'));
    answerVisitCall('pending');
    renderDialog();
    const [arrived, completed, noShow] = ['Arrived', 'Completed', 'No-show'].map((name) =>
      screen.getByRole('button', { name }),
    );
    for (const button of [arrived!, completed!, noShow!]) expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(descriptionOf(arrived!)).toBe('Arrived: available on the day of the visit.');
    expect(descriptionOf(noShow!)).toBe('Completed and No-show: available once the visit has started, at 09:00.');
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons.slice(-2)).toEqual(['No-show', 'Cancel visit']);
  });

  it('on its day before the start, Arrived is offered; Completed and No-show wait', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-16T08:59:00Z'));
    answerVisitCall('pending');
    renderDialog();
    expect(screen.getByRole('button', { name: 'Arrived' }).getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByRole('button', { name: 'Completed' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByText(/available on the day/)).toBeNull();
  });

  it('names the patient as the one who cancelled, when they did', () => {
    answerVisitCall('pending');
    renderDialog({ ...VISIT, status: 'cancelled', cancelled_by: 'patient' });
    expect(valueOf('Cancellation reason')?.textContent).toBe('Cancelled by the patient');
  });
});
