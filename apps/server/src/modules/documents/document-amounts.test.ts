import { describe, expect, it } from 'vitest';
import { paymentDocumentOf, vatInside } from './document-amounts';

const vatClinic = { vatRegistered: true, vatRateBp: 1800, documentTypes: ['receipt', 'tax_invoice_receipt'] as const };

describe('vatInside', () => {
  it('finds the VAT inside an amount that includes it, rounded to the minor unit', () => {
    expect(vatInside(11_800, 1800)).toBe(1800);
    expect(vatInside(10_000, 1800)).toBe(1525);
    expect(vatInside(10_000, 0)).toBe(0);
  });
});

describe('paymentDocumentOf', () => {
  it('gives a tax invoice-receipt only to a clinic that charges VAT and issues it', () => {
    expect(paymentDocumentOf('tax_invoice_receipt', vatClinic)).toEqual({
      type: 'tax_invoice_receipt',
      vatRateBp: 1800,
    });
    expect(paymentDocumentOf('invoice-receipt', vatClinic)).toEqual({ type: 'tax_invoice_receipt', vatRateBp: 1800 });
    expect(paymentDocumentOf('tax_invoice_receipt', { ...vatClinic, vatRegistered: false })).toEqual({
      type: 'receipt',
      vatRateBp: 0,
    });
    expect(paymentDocumentOf('tax_invoice_receipt', { ...vatClinic, documentTypes: ['receipt'] })).toEqual({
      type: 'receipt',
      vatRateBp: 0,
    });
    expect(paymentDocumentOf('tax_invoice_receipt', undefined).type).toBe('receipt');
  });

  it('gives a receipt by default', () => {
    expect(paymentDocumentOf(null, vatClinic)).toEqual({ type: 'receipt', vatRateBp: 0 });
    expect(paymentDocumentOf('receipt', vatClinic)).toEqual({ type: 'receipt', vatRateBp: 0 });
  });
});
