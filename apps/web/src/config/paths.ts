/** Every address the site links or redirects to, in one typed map. */
export const paths = {
  /** With a reason, /404 says why the patient was sent there. */
  notFound: (reason?: 'config') => (reason ? `/404?reason=${reason}` : '/404'),
  home: (key: string) => `/${key}/`,
  doctors: (key: string) => `/${key}/doctors`,
  doctor: (key: string, id: string | number) => `/${key}/doctors/${id}`,
  clinics: (key: string) => `/${key}/clinics`,
  clinic: (key: string, id: string | number) => `/${key}/clinics/${id}`,
  treatments: (key: string, branch?: string | number) =>
    branch === undefined ? `/${key}/treatments` : `/${key}/treatments?branch=${encodeURIComponent(String(branch))}`,
  treatment: (key: string, id: string | number) => `/${key}/treatments/${id}`,
  book: (key: string, treatmentId: string | number, branch: string | number) =>
    `/${key}/treatments/${treatmentId}/book?branch=${encodeURIComponent(String(branch))}`,
  contact: (key: string) => `/${key}/contact`,
  login: (key: string) => `/${key}/login`,
  myAppointments: (key: string) => `/${key}/my_appointments`,
} as const;

/** First path segments that are pages, not tenant keys: such a path is redirected to the default tenant. */
export const PAGE_SEGMENTS = ['doctors', 'clinics', 'treatments', 'contact', 'login', 'my_appointments'] as const;
