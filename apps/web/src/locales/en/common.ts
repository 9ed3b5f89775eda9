export const common = {
  loading: 'Loading…',
  tryAgain: 'Try Again',
  close: 'Close',
  back: 'Back',
  comingSoon: 'This page is being built. Please check back soon.',
  doctorFallbackName: 'Doctor {{id}}',
  demo: {
    name: 'Demo site',
    banner: 'Demo site: login codes are shown on the page, and no WhatsApp message or payment is real.',
    code: 'Demo: your code is',
  },
  pagination: { previous: 'Previous', next: 'Next', page: 'Page {{page}}', status: 'Page {{page}} of {{count}}' },
  documents: { receipt: 'Receipt', tax_invoice_receipt: 'Tax invoice-receipt', credit_note: 'Credit note' },
};
