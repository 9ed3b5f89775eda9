import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TDeskVisit } from '@clinic/contract/staff/agenda-visits';
import { OVERBOOK_ICON, STATUS_ICON } from '../agenda-layout';
import { VisitButton, moneyMark } from './visit-button';

const fiveMinutes: TDeskVisit = {
  id: 7,
  doctor_id: 1,
  doctor_name: 'Dana Levi',
  patient_name: 'Ruth Shalev',
  patient_phone: '+972501112233',
  family_member_name: 'Noa Shalev',
  treatment_id: 11,
  treatment: 'Check-up',
  date: '2026-12-07',
  start_time: '09:05',
  end_time: '09:10',
  status: 'cancelled',
  paid: false,
  confirmed: false,
  cancel_reason: 'Patient phoned',
  has_notes: true,
};

describe('VisitButton', () => {
  it("puts the time, the family member's name, the status sign and the notes flag on its first line", () => {
    const { container } = render(<VisitButton visit={fiveMinutes} onOpen={() => undefined} />);
    const firstLine = container.querySelector('button > span')!;
    expect(firstLine.textContent).toContain('09:05');
    expect(firstLine.textContent).toContain('Noa Shalev');
    expect(firstLine.textContent).toContain(STATUS_ICON.cancelled);
    expect(firstLine.textContent).toContain('agenda.hasNotes');
    expect(container.textContent).toContain('agenda.cancelReason');
  });

  it('marks an overbooked visit by sign on its first line and by word, never by colour alone', () => {
    const over = { ...fiveMinutes, status: 'booked' as const, cancel_reason: null, overbook: true };
    const { container } = render(<VisitButton visit={over} onOpen={() => undefined} />);
    const button = container.querySelector('button')!;
    expect(button.querySelector('span')!.textContent).toContain(OVERBOOK_ICON);
    expect(button.textContent).toContain('agenda.overbooked');
    expect(button.hasAttribute('data-overbook')).toBe(true);
    const plain = render(<VisitButton visit={{ ...over, overbook: undefined }} onOpen={() => undefined} />);
    expect(plain.container.textContent).not.toContain('agenda.overbooked');
  });

  it('says until when an unpaid visit holds its time', () => {
    const unpaid = { ...fiveMinutes, status: 'awaiting_payment' as const, cancel_reason: null };
    const held = render(<VisitButton visit={unpaid} onOpen={() => undefined} heldUntil="10:32" />);
    expect(held.container.textContent).toContain('agenda.heldUntil');
    const plain = render(<VisitButton visit={unpaid} onOpen={() => undefined} />);
    expect(plain.container.textContent).not.toContain('agenda.heldUntil');
  });

  it('has no notes flag or reason for a patient without notes and a visit not cancelled', () => {
    const plain = { ...fiveMinutes, status: 'booked' as const, has_notes: false, cancel_reason: null };
    const { container } = render(<VisitButton visit={plain} onOpen={() => undefined} />);
    expect(container.textContent).not.toContain('agenda.hasNotes');
    expect(container.textContent).not.toContain('agenda.cancelReason');
    expect(container.textContent).toContain(STATUS_ICON.booked);
    expect(container.textContent).not.toContain('mark');
  });

  it('says a visit the patient cancelled was cancelled by the patient; a staff cancellation shows its reason', () => {
    const byPatient = { ...fiveMinutes, cancel_reason: null, cancelled_by: 'patient' as const };
    const patient = render(<VisitButton visit={byPatient} onOpen={() => undefined} />);
    expect(patient.container.textContent).toContain('agenda.cancelledByPatient');
    expect(patient.container.textContent).not.toContain('agenda.cancelReason');
    const byStaff = render(<VisitButton visit={{ ...fiveMinutes, cancelled_by: 'staff' }} onOpen={() => undefined} />);
    expect(byStaff.container.textContent).toContain('agenda.cancelReason');
    expect(byStaff.container.textContent).not.toContain('agenda.cancelledByPatient');
    // A cancellation whose origin is not known (a failed payment freed it) says nothing of who.
    const unknown = render(<VisitButton visit={{ ...fiveMinutes, cancel_reason: null }} onOpen={() => undefined} />);
    expect(unknown.container.textContent).not.toContain('agenda.cancelledByPatient');
  });

  it('marks a visit of a series on its first line', () => {
    const inSeries = { ...fiveMinutes, status: 'booked' as const, series_id: 4 };
    const { container } = render(<VisitButton visit={inSeries} onOpen={() => undefined} />);
    expect(container.querySelector('button > span')!.textContent).toContain('series:mark');
  });
});

describe('VisitButton money', () => {
  it('says paid on an arrived visit that was paid, unpaid on one that was not', () => {
    const arrived = { ...fiveMinutes, status: 'arrived' as const, cancel_reason: null };
    const paid = render(<VisitButton visit={{ ...arrived, paid: true }} onOpen={() => undefined} />);
    expect(paid.container.textContent).toContain('day:paid');
    const owed = render(<VisitButton visit={arrived} onOpen={() => undefined} />);
    expect(owed.container.textContent).toContain('day:unpaid');
  });

  it('adds nothing to a booked visit, and keeps the status sign when coloured by treatment', () => {
    const booked = { ...fiveMinutes, status: 'booked' as const, cancel_reason: null };
    const { container } = render(<VisitButton visit={booked} onOpen={() => undefined} colour="treatment" />);
    expect(container.textContent).not.toContain('day:');
    expect(container.textContent).toContain(STATUS_ICON.booked);
  });

  it('says a visit whose money went back is refunded (all) or partly refunded, never paid', () => {
    const paid = { ...fiveMinutes, status: 'paid' as const, paid: true, cancel_reason: null };
    expect(moneyMark(paid)).toBeNull();
    expect(moneyMark({ ...paid, refund: 'part' })).toBe('partRefunded');
    const refunded = { ...paid, status: 'booked' as const, paid: false, refund: 'all' as const };
    expect(moneyMark(refunded)).toBe('refunded');
    expect(moneyMark({ ...refunded, status: 'completed' })).toBe('refunded');
    const { container } = render(<VisitButton visit={refunded} onOpen={() => undefined} />);
    expect(container.textContent).toContain('day:refunded');
    expect(container.textContent).not.toContain('day:paid');
  });
});
