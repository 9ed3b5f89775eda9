import { describe, expect, it } from 'vitest';
import {
  ZChargeAppointmentResponse,
  ZGetPaymentDetailsResponse,
  ZPaymentStatusResponse,
} from '@clinic/contract/payments/payments';
import { ZErrorEnvelope } from '@clinic/contract/core/common';
import { dumpAllTables } from '../helpers/payment-fixtures';
import { CARD } from '../helpers/refund-fixtures';
import { START, expectContract, paymentsWorldForFile } from '../helpers/payments-world';

// The patient's card payment of a visit: what it will cost, charging the card, and card data kept out of the
// database and the logs.

const { file, newHold, charge, status, appointmentRow, paymentRows } = paymentsWorldForFile();

describe('GET /api/bull36/get_payment_details', () => {
  it('requires the invoice setting id', async () => {
    const res = await file.app.inject({ url: '/api/bull36/get_payment_details', headers: file.me.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: 0,
      message: 'Invoice setting ID is required',
      code: 'INVOICE_SETTING_REQUIRED',
    });
    const blank = await file.app.inject({
      url: '/api/bull36/get_payment_details?invoice_setting_id=',
      headers: file.me.headers,
    });
    expect(blank.json().message).toBe('Invoice setting ID is required');
  });

  it("answers the legacy 'sucess' flag, the flow and the server's amount for a treatment", async () => {
    const res = await file.app.inject({
      url: `/api/bull36/get_payment_details?invoice_setting_id=sandbox&treatment_id=12&treatment_price=1&customer_id=${file.me.customerId}`,
      headers: file.me.headers,
    });
    expect(res.statusCode).toBe(200);
    expectContract(ZGetPaymentDetailsResponse, res.json());
    expect(res.json()).toMatchObject({
      sucess: 1,
      data: {
        // The company that takes the money, and the clinic's billing details the receipt is issued under.
        payment_detail_id: 'sandbox',
        invoice_setting_id: file.tenant.id,
        provider: 'sandbox',
        payment_method: 'card',
        currency: 'ILS',
        amount: 100,
      },
    });
  });

  it("needs a session and refuses another customer's id", async () => {
    const anonymous = await file.app.inject({
      url: '/api/bull36/get_payment_details?invoice_setting_id=7',
      headers: { 'x-tenant-token': file.tenant.token },
    });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await file.app.inject({
      url: `/api/bull36/get_payment_details?invoice_setting_id=7&customer_id=${file.someoneElse.customerId}`,
      headers: file.me.headers,
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('POST /api/bull36/charge_appointment', () => {
  it('charges the amount decided by the server, keeps brand and last 4, and confirms the appointment', async () => {
    const appt = await newHold();
    const res = await charge({
      appointmentId: appt.id,
      ...CARD,
      amount: '1.00',
      paymentMethod: 'card',
      // What create_appointment answered for this booking, passed back as the legacy site does.
      invoiceSettingId: 'sandbox',
      paymentDetailId: 'sandbox',
      docType: 'receipt',
      cardPin: '',
    });
    expect(res.statusCode).toBe(200);
    expectContract(ZChargeAppointmentResponse, res.json());
    expect(res.json()).toMatchObject({
      success: 1,
      message: 'Payment completed successfully! Your appointment is confirmed.',
      data: { status: 'paid', amount: 100, currency: 'ILS', card_brand: 'visa', card_last4: '4242' },
    });
    const [payment] = await paymentRows(appt.id);
    // minForcePaymentPrice 100 of the forced treatment, in agorot; the client's 1.00 is ignored.
    expect(payment).toMatchObject({ status: 'paid', amountMinor: 10_000, cardBrand: 'visa', cardLast4: '4242' });
    expect(await appointmentRow(appt.id)).toMatchObject({ paidStatus: 1, status: 'active', holdExpiresAt: null });
    const polled = await status(appt.id);
    expectContract(ZPaymentStatusResponse, polled.json());
    expect(polled.json()).toMatchObject({ success: 1, status: 'paid', paid_status: 1 });
  });

  it('refuses to charge an appointment twice', async () => {
    const appt = await newHold();
    expect((await charge({ appointmentId: appt.id, ...CARD })).statusCode).toBe(200);
    const again = await charge({ appointmentId: appt.id, ...CARD });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This appointment is already paid');
    expect(await paymentRows(appt.id)).toHaveLength(1);
  });

  it('runs two simultaneous charges of one appointment as one payment', async () => {
    const appt = await newHold();
    const results = await Promise.all([
      charge({ appointmentId: appt.id, ...CARD }),
      charge({ appointmentId: appt.id, ...CARD }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await paymentRows(appt.id)).filter((p) => p.status === 'paid')).toHaveLength(1);
  });

  it('accepts any other valid card number', async () => {
    const appt = await newHold();
    const res = await charge({ appointmentId: appt.id, ...CARD, cardNumber: '5555555555554444' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ card_brand: 'mastercard', card_last4: '4444' });
  });

  it('cancels the appointment when the card is declined', async () => {
    const appt = await newHold();
    const res = await charge({ appointmentId: appt.id, ...CARD, cardNumber: '4000000000000002' });
    expect(res.statusCode).toBe(400);
    expectContract(ZErrorEnvelope, res.json());
    expect(res.json().message).toBe('Payment failed. Your appointment has been cancelled.');
    const row = await appointmentRow(appt.id);
    expect(row.status).toBe('cancelled');
    expect(row.cancelledAt).toEqual(START);
    expect(row.paidStatus).toBe(0);
    expect((await paymentRows(appt.id))[0]).toMatchObject({ status: 'failed', cardLast4: '0002' });
    expect((await status(appt.id)).json()).toMatchObject({
      status: 'failed',
      message: 'Payment failed. Your appointment has been cancelled.',
    });
    // A cancelled appointment cannot be paid afterwards.
    expect((await charge({ appointmentId: appt.id, ...CARD })).statusCode).toBe(409);
  });

  it.each([
    ['no appointment id', { ...CARD }],
    ['no card number', { ...CARD, cardNumber: '' }],
    ['no cvc', { ...CARD, cvc: undefined }],
    ['no expiry month', { ...CARD, expiryMonth: '' }],
    ['no expiry year', { ...CARD, expiryYear: undefined }],
    ['no cardholder name', { ...CARD, cardholderName: '  ' }],
  ])('answers the spec message with %s', async (_label, fields) => {
    const appt = await newHold();
    const body = _label === 'no appointment id' ? fields : { appointmentId: appt.id, ...fields };
    const res = await charge(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: 0,
      message: 'All card details and appointment ID are required',
      code: 'CARD_DETAILS_REQUIRED',
    });
  });

  it('does not ask hosted-frame methods for card details', async () => {
    const appt = await newHold();
    const res = await charge({ appointmentId: appt.id, paymentMethod: 'stripe_iframe' });
    // Validation passed; the treatment simply is not sold through Stripe in this clinic.
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This payment company is not available');
    const nedarim = await charge({ appointmentId: appt.id, paymentMethod: 'nedarim_ifram' });
    expect(nedarim.json().message).toBe('This payment company is not available');
  });

  it('refuses numbers that fail the Luhn check and expired cards, keeping the appointment', async () => {
    const appt = await newHold();
    const bad = await charge({ appointmentId: appt.id, ...CARD, cardNumber: '4242424242424241' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The card number is not valid');
    const expired = await charge({ appointmentId: appt.id, ...CARD, expiryMonth: '11', expiryYear: '2026' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('The card has expired');
    expect(await appointmentRow(appt.id)).toMatchObject({ status: 'active', paidStatus: 0 });
    expect(await paymentRows(appt.id)).toHaveLength(0);
  });

  it("refuses another customer's or another clinic's appointment", async () => {
    const mine = await newHold();
    const theirs = await charge({ appointmentId: mine.id, ...CARD }, file.someoneElse.headers);
    expect(theirs.statusCode).toBe(403);
    const otherClinic = await charge({ appointmentId: mine.id, ...CARD }, file.otherTenantCustomer.headers);
    expect(otherClinic.statusCode).toBe(403);
    expect((await status(mine.id, file.someoneElse.headers)).statusCode).toBe(403);
    expect(await paymentRows(mine.id)).toHaveLength(0);
  });
});

describe('card data', () => {
  it('is never stored and never logged', async () => {
    const number = '4242424242424242';
    const cvc = '864';
    const appt = await newHold();
    const ok = await charge({ appointmentId: appt.id, ...CARD, cardNumber: number, cvc });
    expect(ok.statusCode).toBe(200);
    const declined = await newHold();
    await charge({ appointmentId: declined.id, ...CARD, cardNumber: '4000000000000002', cvc });
    const invalid = await newHold();
    const refused = await charge({ appointmentId: invalid.id, ...CARD, cardNumber: '4111111111111112', cvc });
    expect(refused.body).not.toContain('4111111111111112');
    const malformed = await charge({ appointmentId: invalid.id, ...CARD, cardNumber: '42424242424242429999', cvc });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).not.toContain('42424242424242429999');

    const dump = await dumpAllTables(file.database.db);
    expect(dump).toContain('"4242"'); // last 4 are kept
    for (const secret of [number, '4000000000000002', '4111111111111112', '42424242424242429999']) {
      expect(dump).not.toContain(secret);
      expect(file.logs).not.toContain(secret);
    }
    expect(dump).not.toContain(`"${cvc}"`);
    expect(file.logs).not.toMatch(new RegExp(`\\b${cvc}\\b`));
    expect(file.logs).not.toMatch(/cvc|cardNumber/i);
    // The capture works: requests to the charge route were logged.
    expect(file.logs).toContain('/api/bull36/charge_appointment');
  });
});
