import { DAY_NAMES, type TBranch, type TDoctor, type TTreatment } from '@clinic/contract/catalog/entities';
import { type Wanted, pick, toMajor } from '../../lib/localize';
import { dialledPhone, shownPhone } from '../../lib/phone';
import type { BranchRow, DoctorRow, TreatmentRow } from './catalog.types';

/** Rows to the legacy wire shapes of spec section 3, in the request's language. */

/** A branch's phone is written as the clinic's people write it: `country` is the clinic's. */
export function toWireBranch(row: BranchRow, lang: Wanted, country: string | undefined): TBranch {
  const name = pick(row.name, lang) ?? '';
  return {
    id: row.id,
    name,
    branch_name: name,
    address: pick(row.address, lang),
    image: row.image,
    description: pick(row.description, lang),
    phone: shownPhone(row.phone, country),
    phone_e164: dialledPhone(row.phone, country),
    email: row.email,
    schedule: row.schedule.map((r) => ({ day_name: DAY_NAMES[r.day]!, start_time: r.start, end_time: r.end })),
  };
}

export function toWireDoctor(row: DoctorRow, lang: Wanted): TDoctor {
  const name = pick(row.name, lang);
  return {
    id: row.id,
    team_member_id: row.id,
    doctor_name: name,
    display_name: name,
    image: row.image,
    discription: pick(row.description, lang),
    branch_working_day: row.workingHours.map((r) => ({
      branch_id: r.branchId,
      day_name: DAY_NAMES[r.day]!,
      start_time: r.start,
      end_time: r.end,
    })),
    color: row.color ?? 'black',
    status: row.status,
    block_appointment: row.blocks
      .filter((b) => b.branchId === undefined)
      .map((b) => ({ date: b.date, start_time: b.start, end_time: b.end })),
    branch_block_appointment: row.blocks
      .filter((b) => b.branchId !== undefined)
      .map((b) => ({ branch_id: b.branchId, date: b.date, start_time: b.start, end_time: b.end })),
  };
}

export function toWireTreatment(row: TreatmentRow, lang: Wanted): TTreatment {
  return {
    id: row.id,
    name: pick(row.name, lang) ?? '',
    price: toMajor(row.priceMinor),
    time: row.durationMinutes,
    images: row.images,
    description: pick(row.description, lang),
    force_pay: row.forcePay ? '1' : '0',
    minForcePaymentPrice: row.minForcePaymentMinor === null ? null : toMajor(row.minForcePaymentMinor),
    cancellationPrice: toMajor(row.cancellationMinor),
    branch: row.branchIds.map(String),
    doctors: (row.doctorIds ?? []).map(String),
    force_paymnent_company: row.paymentCompany,
    force_payment_document: row.paymentDocument,
  };
}
