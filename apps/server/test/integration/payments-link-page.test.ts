import { describe, expect, it } from 'vitest';
import { ZPaymentLinkResponse } from '@clinic/contract/payments/payments';
import { paymentEventRows } from '../helpers/payment-rows';
import { CARD } from '../helpers/refund-fixtures';
import { START, expectContract, paymentsWorldForFile } from '../helpers/payments-world';

// The payment link a booking answers with, and the sandbox payment page it opens.

const { file, newHold, charge, status, paymentLink, appointmentRow, paymentRows } = paymentsWorldForFile();

describe('payment link and the sandbox payment page', () => {
  const linkBody = (appt: { id: number }) => ({
    date: '2027-01-03',
    start_time: '10:00',
    end_time: '10:15',
    treatment_id: 12,
    branch_id: 38,
    treatment_price: '1',
    customer_id: file.me.customerId,
    force_payment_document: 'receipt',
    appointment_id: appt.id,
  });
  const pagePath = (url: string) => new URL(url).pathname + new URL(url).search;
  const submit = (url: string, action: string) => {
    const u = new URL(url);
    return file.app.inject({
      method: 'POST',
      url: u.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ sig: u.searchParams.get('sig')!, action }).toString(),
    });
  };

  it('answers sucess, redirect_url and insert_id; Pay on the page marks the appointment paid once', async () => {
    const appt = await newHold();
    const res = await paymentLink('sandbox', linkBody(appt));
    expect(res.statusCode).toBe(200);
    expectContract(ZPaymentLinkResponse, res.json());
    const { redirect_url, insert_id } = res.json();
    expect(res.json().sucess).toBe(1);
    expect(insert_id).toBe(appt.id);
    expect(redirect_url).toMatch(
      new RegExp(`^http://clinic\\.test/pay/sandbox/${file.tenant.id}/\\d+\\?sig=[0-9a-f]{64}$`),
    );
    expect((await status(appt.id)).json()).toMatchObject({ status: 'pending', paid_status: 0 });

    const page = await file.app.inject({ url: pagePath(redirect_url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.body).toContain('₪100.00');
    expect(page.body).toMatch(/<button type="submit" class="pay">Pay<\/button>/);
    expect(page.body).toMatch(/>Decline<\/button>/);
    expect(page.body).not.toMatch(/<script|style=|onclick/i);
    const css = await file.app.inject({ url: '/pay/assets/pay.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/text\/css/);

    const paid = await submit(redirect_url, 'pay');
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Payment completed');
    expect(paid.body).toContain('You can close this window');
    expect((await status(appt.id)).json()).toMatchObject({ status: 'paid', paid_status: 1 });
    const [before] = await paymentRows(appt.id);
    expect(before).toMatchObject({ status: 'paid', provider: 'sandbox', amountMinor: 10_000 });

    // The same callback again, and a late Decline, change nothing.
    file.clock = new Date(START.getTime() + 60_000);
    expect((await submit(redirect_url, 'pay')).body).toContain('Payment completed');
    expect((await submit(redirect_url, 'decline')).body).toContain('Payment completed');
    const [after] = await paymentRows(appt.id);
    expect(after).toEqual(before);
    expect(await appointmentRow(appt.id)).toMatchObject({ status: 'active', paidStatus: 1 });
    const events = await paymentEventRows(file.database.db, 'sandbox', `${file.tenant.id}:${before!.id}:pay`);
    expect(events).toHaveLength(1);
    // The page now only shows the outcome.
    expect((await file.app.inject({ url: pagePath(redirect_url) })).body).toContain('Payment completed');
  });

  it('finds the booking by its time when the legacy call sends no appointment id', async () => {
    // 2027-01-10 10:00 in Jerusalem (UTC+2 in winter), a day the file.other holds of this file never reach.
    const appt = await newHold({ startsAt: new Date('2027-01-10T08:00:00Z'), doctorId: 2 });
    const { appointment_id: _omitted, ...sameTimeOnOtherDay } = linkBody(appt);
    const body = { ...sameTimeOnOtherDay, date: '2027-01-10' };
    const res = await paymentLink('sandbox', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().insert_id).toBe(appt.id);
    const missing = await paymentLink('sandbox', { ...body, start_time: '05:30' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No appointment found. Please start the booking process again.');
  });

  it('Decline on the page fails the payment and cancels the appointment', async () => {
    const appt = await newHold();
    const { redirect_url } = (await paymentLink('sandbox', linkBody(appt))).json();
    const declined = await submit(redirect_url, 'decline');
    expect(declined.body).toContain('Payment failed');
    expect((await status(appt.id)).json()).toMatchObject({
      status: 'failed',
      message: 'Payment failed. Your appointment has been cancelled.',
    });
    expect((await appointmentRow(appt.id)).status).toBe('cancelled');
    // Pay after Decline is a different callback, but the payment is over: nothing changes.
    expect((await submit(redirect_url, 'pay')).body).toContain('Payment failed');
    expect((await appointmentRow(appt.id)).paidStatus).toBe(0);
  });

  it('refuses forged or foreign links', async () => {
    const appt = await newHold();
    const { redirect_url } = (await paymentLink('sandbox', linkBody(appt))).json();
    const forged = redirect_url.replace(/sig=[0-9a-f]{6}/, 'sig=000000');
    expect((await file.app.inject({ url: pagePath(forged) })).statusCode).toBe(403);
    expect((await submit(forged, 'pay')).statusCode).toBe(403);
    expect((await status(appt.id)).json().status).toBe('pending');
  });

  it('refuses a company that is none, unknown or not the treatment’s, and foreign customers', async () => {
    const appt = await newHold();
    for (const company of ['0', 'stripe', 'nedarim']) {
      const res = await paymentLink(company, linkBody(appt));
      expect(res.statusCode).toBe(400);
    }
    const foreign = await paymentLink('sandbox', { ...linkBody(appt), customer_id: file.someoneElse.customerId });
    expect(foreign.statusCode).toBe(403);
    const theirs = await paymentLink(
      'sandbox',
      { ...linkBody(appt), customer_id: file.someoneElse.customerId },
      file.someoneElse.headers,
    );
    expect(theirs.statusCode).toBe(403);
  });

  it('paying by card closes an open payment window, which then shows the booking as paid', async () => {
    const appt = await newHold();
    const { redirect_url } = (await paymentLink('sandbox', linkBody(appt))).json();
    expect((await charge({ appointmentId: appt.id, ...CARD })).statusCode).toBe(200);
    const rows = await paymentRows(appt.id);
    expect(rows.map((p) => p.status)).toEqual(['expired', 'paid']);
    expect((await file.app.inject({ url: pagePath(redirect_url) })).body).toContain('Payment completed');
    expect((await submit(redirect_url, 'pay')).body).toContain('Payment completed');
    expect((await paymentRows(appt.id)).map((p) => p.status)).toEqual(['expired', 'paid']);
  });

  it('refuses a link for an appointment already paid', async () => {
    const appt = await newHold();
    await charge({ appointmentId: appt.id, ...CARD });
    const res = await paymentLink('sandbox', linkBody(appt));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This appointment is already paid');
  });
});
