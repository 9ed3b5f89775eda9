import { randomBytes } from 'node:crypto';
import { and, eq, notInArray } from 'drizzle-orm';
import { DAY_NAMES } from '@clinic/contract/catalog/entities';
import type { Db } from '../db/client';
import { branches, doctors, tenants, treatments } from '../db/schema';
import { ZTenantImport, describeImportErrors } from './tenant-import.schema';

export class TenantImportError extends Error {
  constructor(readonly problems: string[]) {
    super(`The tenant file is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const dayIndex = (day: (typeof DAY_NAMES)[number]) => DAY_NAMES.indexOf(day);
const minor = (major: number) => Math.round(major * 100);

/**
 * Creates or updates a tenant and its catalog in one transaction: a file with a mistake changes nothing.
 * The tenant's token is kept across imports so existing clients stay valid.
 */
export async function importTenant(db: Db, input: unknown): Promise<{ key: string; created: boolean }> {
  const parsed = ZTenantImport.safeParse(input);
  if (!parsed.success) throw new TenantImportError(describeImportErrors(parsed.error));
  const t = parsed.data;

  return db.transaction(async (tx) => {
    const tenantValues = {
      name: t.name,
      lang: t.lang,
      languages: t.languages,
      timeZone: t.time_zone,
      email: t.email ?? null,
      phone: t.phone ?? null,
      address: t.address ?? null,
      profileImage: t.profile_image ?? null,
      cancelNoticeHours: t.cancel_notice_hours,
      ...(t.currency ? { currency: t.currency } : {}),
      template: {
        bannerImages: t.template.banner_images,
        bannerHeadings: t.template.banner_headings,
        bannerDescriptions: t.template.banner_descriptions,
        aboutHeading: t.template.about_heading,
        aboutDescription: t.template.about_description,
        aboutImage: t.template.about_image,
        contactPhone: t.template.contact_phone,
        contactEmail: t.template.contact_email,
        contactAddress: t.template.contact_address,
      },
    };
    const [existing] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, t.key));
    let tenantId: number;
    if (existing) {
      tenantId = existing.id;
      await tx.update(tenants).set(tenantValues).where(eq(tenants.id, tenantId));
    } else {
      const [row] = await tx
        .insert(tenants)
        .values({ key: t.key, activeToken: randomBytes(24).toString('base64url'), ...tenantValues })
        .returning({ id: tenants.id });
      tenantId = row!.id;
    }

    const branchRows = t.branches.map((b) => ({
      tenantId,
      id: b.id,
      name: b.name,
      address: b.address ?? null,
      phone: b.phone ?? null,
      email: b.email ?? null,
      image: b.image ?? null,
      description: b.description ?? null,
      schedule: b.schedule.map((r) => ({ day: dayIndex(r.day), start: r.start, end: r.end })),
    }));
    const doctorRows = t.doctors.map((d) => ({
      tenantId,
      id: d.id,
      name: d.name,
      image: d.image ?? null,
      description: d.description ?? null,
      specialty: d.specialty ?? null,
      bio: d.bio ?? null,
      education: d.education ?? null,
      experienceYears: d.experience_years ?? null,
      color: d.color ?? null,
      status: d.status,
      workingHours: d.working_hours.map((w) => ({
        branchId: w.branch_id,
        day: dayIndex(w.day),
        start: w.start,
        end: w.end,
      })),
      blocks: d.blocks.map((b) => ({
        ...(b.branch_id ? { branchId: b.branch_id } : {}),
        date: b.date,
        start: b.start,
        end: b.end,
      })),
    }));
    const treatmentRows = t.treatments.map((x) => ({
      tenantId,
      id: x.id,
      name: x.name,
      description: x.description ?? null,
      images: x.images,
      priceMinor: minor(x.price),
      minForcePaymentMinor: x.min_force_payment_price === undefined ? null : minor(x.min_force_payment_price),
      cancellationMinor: minor(x.cancellation_price),
      durationMinutes: x.duration_minutes,
      forcePay: x.force_pay,
      paymentCompany: x.payment_company,
      paymentDocument: x.payment_document,
      branchIds: x.branch_ids,
    }));

    // Replace the catalog with the file's: rows absent from the file go, the others are updated in place.
    await tx.delete(branches).where(
      and(
        eq(branches.tenantId, tenantId),
        notInArray(
          branches.id,
          branchRows.map((r) => r.id),
        ),
      ),
    );
    await tx
      .delete(doctors)
      .where(and(eq(doctors.tenantId, tenantId), notInArray(doctors.id, [0, ...doctorRows.map((r) => r.id)])));
    await tx
      .delete(treatments)
      .where(and(eq(treatments.tenantId, tenantId), notInArray(treatments.id, [0, ...treatmentRows.map((r) => r.id)])));
    for (const row of branchRows) {
      await tx
        .insert(branches)
        .values(row)
        .onConflictDoUpdate({ target: [branches.tenantId, branches.id], set: row });
    }
    for (const row of doctorRows) {
      await tx
        .insert(doctors)
        .values(row)
        .onConflictDoUpdate({ target: [doctors.tenantId, doctors.id], set: row });
    }
    for (const row of treatmentRows) {
      await tx
        .insert(treatments)
        .values(row)
        .onConflictDoUpdate({ target: [treatments.tenantId, treatments.id], set: row });
    }
    return { key: t.key, created: !existing };
  });
}
