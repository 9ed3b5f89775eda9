export const common = {
  loading: 'Loading…',
  tryAgain: 'Try Again',
  close: 'Close',
  back: 'Back',
  comingSoon: 'This page is being built. Please check back soon.',
  doctorFallbackName: 'Doctor {{id}}',
};
