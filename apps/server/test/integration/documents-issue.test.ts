import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { ZWebhookBody } from '@clinic/contract/webhooks/staff-webhooks';
import { ZAppointmentDocumentsResponse } from '@clinic/contract/documents/patient-documents';
import { ZBillingDetailsResponse, ZDocumentList } from '@clinic/contract/documents/staff-documents';
import { auditLog, documents, treatments, webhookDeliveries } from '../../src/db/schema';
import type { DocumentPdfView } from '../../src/modules/documents/pdf/document-pdf-view';
import { eventually, outbox, phoneOf } from '../helpers/messaging';
import { expectContract } from '../helpers/payments-world';
import { refundsWorldForFile } from '../helpers/refund-fixtures';
import { type StaffCalls, addClinicTeam } from '../helpers/staff';

// Tuesday 2026-12-01, 10:00 in Jerusalem.
let clock = new Date('2026-12-01T08:00:00Z');
/** The PDFs drawn: a stand-in renderer that writes the view it was given (the real one drives Chromium). */
const drawn: DocumentPdfView[] = [];
/** Set to make the stand-in fail as a browser that is missing or crashed would. */
let browserGone = false;
const file = refundsWorldForFile(() => clock, {
  renderPdf: async (view) => {
    if (browserGone) throw new Error('browserType.launch: Failed to launch chromium');
    drawn.push(view);
    return new TextEncoder().encode(`%PDF ${view.kind} ${view.number} copy=${view.copy}`);
  },
});

let owner: StaffCalls;
let desk: StaffCalls;
let doctor: StaffCalls;
let day = 2;

beforeAll(async () => {
  const { world, database } = file;
  ({ owner, desk, drDana: doctor } = await addClinicTeam(world.app, database.db, world.tenant));
  const made = await owner.post('/api/staff/webhooks', {
    url: 'http://127.0.0.1:9/hooks',
    events: ['document.issued'],
  });
  expect(made.statusCode, made.body).toBe(200);
});

async function paidVisit() {
  const date = `2026-12-${String(day++).padStart(2, '0')}`;
  const visit = await file.world.hold({ startsAt: new Date(`${date}T08:00:00Z`) });
  const paid = await file.world.payByCard(visit.id);
  expect(paid.statusCode, paid.body).toBe(200);
  return visit;
}
const docsOf = (appointmentId: number) =>
  file.database.db
    .select()
    .from(documents)
    .where(and(eq(documents.tenantId, file.world.tenant.id), eq(documents.appointmentId, appointmentId)))
    .orderBy(documents.id);
const putBilling = (body: object, client = owner) =>
  file.world.app.inject({
    method: 'PUT',
    url: '/api/staff/billing-details',
    headers: { authorization: `Bearer ${client.token}` },
    payload: body,
  });
const BILLING = {
  legal_name: 'Smile Dental Ltd',
  business_number: '514000001',
  address: '1 Herzl St, Tel Aviv',
  vat_registered: true,
  vat_rate: 18,
  document_types: ['receipt', 'tax_invoice_receipt'],
  number_starts: { tax_invoice_receipt: 1001 },
  footer: 'Thank you',
};

describe('a payment issues its document in its transaction', () => {
  it('a card payment gets receipt 1 with the visit, the card and the patient as issued, told by document.issued', async () => {
    const visit = await paidVisit();
    const [receipt] = await docsOf(visit.id);
    expect(receipt).toMatchObject({
      type: 'receipt',
      number: 1,
      amountMinor: 10_000,
      vatMinor: 0,
      currency: 'ILS',
      method: 'sandbox',
      cardLast4: '4242',
      originalDocumentId: null,
      issuedBy: 'built-in',
    });
    expect(receipt!.visit).toMatchObject({ appointmentId: visit.id, timeZone: 'Asia/Jerusalem' });
    const hooks = await file.database.db
      .select({ body: webhookDeliveries.body })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.appointmentId, visit.id), eq(webhookDeliveries.eventType, 'document.issued')));
    expect(hooks.map((h) => ZWebhookBody.parse(JSON.parse(h.body)).data.document)).toEqual([
      expect.objectContaining({ id: receipt!.id, type: 'receipt', number: 1, amount: 100, vat: 0 }),
    ]);
    // The WhatsApp message that tells of the booking links the receipt, which opens without logging in.
    const phone = await phoneOf(file.database.db, file.world.tenant.id, file.world.me.customerId);
    const told = await eventually(async () =>
      (await outbox(file.world.app, phone, 'confirmation')).find((m) => m.text.includes(`/${receipt!.id}/pdf?`)),
    );
    const link = new URL(/Receipt: (\S+)/.exec(told.text)![1]!);
    const pdf = await file.world.app.inject({ url: `${link.pathname}${link.search}` });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.body).toBe(`%PDF receipt ${receipt!.number} copy=false`);
  });

  it("a hosted page's payment (Stripe's callback) gets its receipt too, once however often the callback comes", async () => {
    const visit = await file.world.hold({ treatmentId: 13 });
    expect(await file.world.payOnStripe(visit.id, 'pi_docs_1')).toBe('paid');
    await file.world.stripeReportsPaid(visit.id, 'pi_docs_1');
    const docs = await docsOf(visit.id);
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ type: 'receipt', method: 'stripe', amountMinor: 30_000 });
  });

  it('a desk payment of a visit whose treatment asks for a tax invoice-receipt gets one, with VAT, from its start', async () => {
    expect((await putBilling(BILLING)).statusCode).toBe(200);
    await file.database.db
      .update(treatments)
      .set({ paymentDocument: 'tax_invoice_receipt' })
      .where(and(eq(treatments.tenantId, file.world.tenant.id), eq(treatments.id, 12)));
    const visit = await file.world.hold({ startsAt: new Date(`2026-12-${String(day++).padStart(2, '0')}T08:00:00Z`) });
    const res = await desk.post(`/api/staff/visits/${visit.id}/payments`, { amount: 118, method: 'cash' });
    expect(res.statusCode, res.body).toBe(200);
    const [doc] = await docsOf(visit.id);
    expect(doc).toMatchObject({ type: 'tax_invoice_receipt', number: 1001, amountMinor: 11_800, vatRateBp: 1800 });
    expect(doc).toMatchObject({ vatMinor: 1800, method: 'desk_cash' });
    expect(doc!.issuer).toMatchObject({ legalName: 'Smile Dental Ltd', businessNumber: '514000001' });
    // The booking answer names the kind its payment will get: the treatment's, as this clinic issues it.
    const book = (startTime: string) =>
      file.world.app.inject({
        method: 'POST',
        url: '/api/bull36/create_appointment',
        headers: file.world.me.headers,
        payload: {
          branch: 38,
          date: '2026-12-21',
          start_time: startTime,
          end_time: startTime,
          appointments_type_id: 12,
          cust_id: file.world.me.customerId,
        },
      });
    const booked = await book('10:00');
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toMatchObject({ data: { document_type: 'tax_invoice_receipt' } });
    expect((await putBilling({ ...BILLING, vat_registered: false })).statusCode).toBe(200);
    expect((await book('11:00')).json()).toMatchObject({ data: { document_type: 'receipt' } });
    expect((await putBilling(BILLING)).statusCode).toBe(200);
    await file.database.db
      .update(treatments)
      .set({ paymentDocument: 'receipt' })
      .where(and(eq(treatments.tenantId, file.world.tenant.id), eq(treatments.id, 12)));
  });

  it('a started numbering keeps its start when the billing details change', async () => {
    const res = await putBilling({ ...BILLING, number_starts: { tax_invoice_receipt: 5, credit_note: 70 } });
    expectContract(ZBillingDetailsResponse, res.json());
    expect(res.json()).toMatchObject({
      data: { number_starts: { tax_invoice_receipt: 1001, credit_note: 70 } },
      numbering_started: expect.arrayContaining(['receipt', 'tax_invoice_receipt']),
    });
  });
});

describe('a refund issues a credit note against the receipt', () => {
  it('a part refund, then the rest: two credit notes, numbered in their own series, each naming the receipt', async () => {
    const visit = await paidVisit();
    expect((await owner.post(`/api/staff/visits/${visit.id}/refund`, { amount: 30, reason: 'late' })).statusCode).toBe(
      200,
    );
    expect((await owner.post(`/api/staff/visits/${visit.id}/refund`, { amount: 70, reason: 'rest' })).statusCode).toBe(
      200,
    );
    const [receipt, first, second] = await docsOf(visit.id);
    expect(receipt).toMatchObject({ type: 'receipt', amountMinor: 10_000 });
    expect(first).toMatchObject({
      type: 'credit_note',
      number: 70,
      amountMinor: 3_000,
      originalDocumentId: receipt!.id,
    });
    expect(second).toMatchObject({
      type: 'credit_note',
      number: 71,
      amountMinor: 7_000,
      originalDocumentId: receipt!.id,
    });
  });
});

describe('an issued document never changes', () => {
  it('the database refuses to update or delete it', async () => {
    const [doc] = await docsOf((await paidVisit()).id);
    const { db } = file.database;
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'changed',
        (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
      );
    expect(await refusal(db.execute(sql`update documents set amount_minor = 1 where id = ${doc!.id}`))).toMatch(
      /cannot be changed/,
    );
    expect(await refusal(db.execute(sql`delete from documents where id = ${doc!.id}`))).toMatch(/cannot be changed/);
    expect(await refusal(db.execute(sql`truncate documents`))).toMatch(/cannot be changed/);
    expect((await docsOf(doc!.appointmentId))[0]).toEqual(doc);
  });
});

describe('staff see and reprint documents; owners alone export and keep the billing details', () => {
  it('reception lists and reprints (a copy); a doctor is refused', async () => {
    const visit = await paidVisit();
    const listed = await desk.get(`/api/staff/appointments/${visit.id}/documents`);
    expect(listed.statusCode).toBe(200);
    expectContract(ZDocumentList, listed.json());
    const [doc] = (listed.json() as { data: Array<{ id: number; number: number }> }).data;
    const pdf = await desk.get(`/api/staff/documents/${doc!.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body).toBe(`%PDF receipt ${doc!.number} copy=true`);
    expect((await doctor.get(`/api/staff/appointments/${visit.id}/documents`)).json()).toMatchObject({
      code: 'STAFF_FORBIDDEN',
    });
    expect((await doctor.get(`/api/staff/documents/${doc!.id}/pdf`)).statusCode).toBe(403);
    expect((await desk.get('/api/staff/documents/987654/pdf')).statusCode).toBe(404);
  });

  it('a PDF the browser cannot draw is a 503 to try again, and the document stays as issued', async () => {
    const visit = await paidVisit();
    const [doc] = await docsOf(visit.id);
    browserGone = true;
    try {
      const pdf = await desk.get(`/api/staff/documents/${doc!.id}/pdf`);
      expect(pdf.statusCode).toBe(503);
      expect(pdf.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    } finally {
      browserGone = false;
    }
    expect(await docsOf(visit.id)).toEqual([doc]);
    expect((await desk.get(`/api/staff/documents/${doc!.id}/pdf`)).statusCode).toBe(200);
  });

  it("the month's CSV and ZIP are the owner's: every document of the month, credit notes negative", async () => {
    for (const url of [
      '/api/staff/documents/month.csv?month=2026-12',
      '/api/staff/documents/month.zip?month=2026-12',
    ]) {
      expect((await desk.get(url)).statusCode).toBe(403);
    }
    expect((await owner.get('/api/staff/documents/month.csv?month=2026-13')).statusCode).toBe(400);
    expect((await putBilling(BILLING, desk)).statusCode).toBe(403);
    const all = await file.database.db.select().from(documents).where(eq(documents.tenantId, file.world.tenant.id));
    const csv = await owner.get('/api/staff/documents/month.csv?month=2026-12');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toMatch(/^type,number,issued_at,patient_name,amount,vat_rate,vat,net/);
    expect(lines).toHaveLength(all.length + 1);
    expect(lines.find((l) => l.startsWith('credit_note,70,'))).toMatch(/,Test Patient,-30,0,0,-30,ILS,sandbox,4242,/);
    const zip = await owner.get('/api/staff/documents/month.zip?month=2026-12');
    expect(zip.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files).sort()).toEqual(all.map((d) => `${d.type}-${d.number}.pdf`).sort());
    expect((await owner.get('/api/staff/documents/month.csv?month=2026-11')).body.trim().split('\n')).toHaveLength(1);
    // Both are in the audit log, as is every save of the billing details.
    const audited = await file.database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, file.world.tenant.id), eq(auditLog.targetType, 'clinic')));
    expect(audited.filter((a) => a.action === 'clinic.documents_exported')).toHaveLength(3);
    expect(audited.filter((a) => a.action === 'clinic.billing_changed').length).toBeGreaterThanOrEqual(2);
  });
});

describe("the patient's signed link", () => {
  it("lists the visit's documents with a link that serves the PDF without login, the original; forged or late it fails", async () => {
    const visit = await paidVisit();
    const res = await file.world.app.inject({
      url: `/api/appointments/${visit.id}/documents`,
      headers: file.world.me.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expectContract(ZAppointmentDocumentsResponse, res.json());
    const [doc] = (res.json() as { data: Array<{ url: string; number: number }> }).data;
    const pdf = await file.world.app.inject({ url: doc!.url });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.body).toBe(`%PDF receipt ${doc!.number} copy=false`);

    const forged = doc!.url.replace(/signature=(.)/, (_m, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`);
    expect((await file.world.app.inject({ url: forged })).json()).toMatchObject({ code: 'DOCUMENT_NOT_FOUND' });
    const otherDoc = doc!.url.replace(/\/(\d+)\/pdf/, (_m, id: string) => `/${Number(id) + 1}/pdf`);
    expect((await file.world.app.inject({ url: otherDoc })).statusCode).toBe(404);
    expect((await file.world.app.inject({ url: doc!.url.replace(/signature=\w+/, 'signature=x') })).statusCode).toBe(
      400,
    );
    const saved = clock;
    clock = new Date(clock.getTime() + 31 * 86_400_000);
    expect((await file.world.app.inject({ url: doc!.url })).json()).toMatchObject({ code: 'DOCUMENT_LINK_EXPIRED' });
    clock = saved;
    expect(
      (await file.world.app.inject({ url: `/api/appointments/${visit.id}/documents`, headers: {} })).statusCode,
    ).toBe(401);
  });
});

describe('erasure (decision 013)', () => {
  it('keeps every document with the name as issued', async () => {
    const before = await file.database.db.select().from(documents).where(eq(documents.tenantId, file.world.tenant.id));
    // The patient's data export lists them (decision 013: a table with a patient's data is in the export).
    const exported = await owner.get(`/api/staff/patients/${file.world.me.customerId}/export`);
    expect(exported.statusCode, exported.body).toBe(200);
    const listed = (exported.json() as { documents: Array<{ id: number; patient_name: string }> }).documents;
    expect(listed.map((d) => d.id).sort((a, b) => a - b)).toEqual(before.map((d) => d.id).sort((a, b) => a - b));
    const res = await owner.post(`/api/staff/patients/${file.world.me.customerId}/erase`, { confirm: true });
    expect(res.statusCode, res.body).toBe(200);
    const after = await file.database.db.select().from(documents).where(eq(documents.tenantId, file.world.tenant.id));
    expect(after.slice(0, before.length)).toEqual(before);
    expect(new Set(after.map((d) => d.patientName))).toEqual(new Set(before.map((d) => d.patientName)));
    expect(after.every((d) => d.patientName !== '[erased]')).toBe(true);
  });
});
