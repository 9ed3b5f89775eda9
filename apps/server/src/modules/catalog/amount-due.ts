/** What a treatment's fields say about money: its price, and whether and how much must be paid when booking. */
type TreatmentMoney = { forcePay: boolean | null; minForcePaymentMinor: number | null; priceMinor: number };

/** What a booking pays: the forced minimum when the treatment demands payment and sets one, else the price. */
export function amountDueMinor(treatment: TreatmentMoney): number {
  return treatment.forcePay && treatment.minForcePaymentMinor !== null
    ? treatment.minForcePaymentMinor
    : treatment.priceMinor;
}
