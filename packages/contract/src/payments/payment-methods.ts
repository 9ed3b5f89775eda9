/**
 * How a treatment's payment company is paid on the site: these companies take the card on their own page in a
 * popup (a hosted method); any other company is paid with the site's card form ('card').
 */
const HOSTED_METHOD_OF_COMPANY = { stripe: 'stripe_iframe', nedarim: 'nedarim_ifram' } as const;
type HostedCompany = keyof typeof HOSTED_METHOD_OF_COMPANY;

/** Whether a treatment's payment_company names a company: '' and '0' mean none. */
export const hasPaymentCompany = (company: string) => company.trim() !== '' && company.trim() !== '0';

/** The payment method the booking page opens for a company. */
export function paymentMethodOf(company: string): string {
  return Object.hasOwn(HOSTED_METHOD_OF_COMPANY, company) ? HOSTED_METHOD_OF_COMPANY[company as HostedCompany] : 'card';
}

/** The company whose page a hosted method opens. */
export function companyOfHostedMethod(method: string): HostedCompany | undefined {
  return (Object.keys(HOSTED_METHOD_OF_COMPANY) as HostedCompany[]).find(
    (company) => HOSTED_METHOD_OF_COMPANY[company] === method,
  );
}

/** Hosted-frame methods take the card on the provider's page, so no card fields are required. */
export const isHostedMethod = (method: string | null | undefined): boolean =>
  companyOfHostedMethod(method ?? '') !== undefined;
