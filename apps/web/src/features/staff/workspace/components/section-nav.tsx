import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TStaffRole } from '@clinic/contract/staff/staff';

const SECTIONS = ['agenda', 'patients', 'inbox', 'payments', 'setup', 'audit', 'webhooks', 'security'] as const;
type Section = (typeof SECTIONS)[number];
/** The sections only an owner sees; reception and doctors work the day. */
const OWNER_ONLY: readonly Section[] = ['payments', 'setup', 'audit', 'webhooks'];
/** Doctors see their day, their patients and their own login. */
const NOT_FOR_DOCTORS: readonly Section[] = ['inbox'];

/** Whether an address's section is one this role may open (an unknown one is not). */
export function sectionAllowed(section: string, role: TStaffRole): section is Section {
  if (!(SECTIONS as readonly string[]).includes(section)) return false;
  if (OWNER_ONLY.includes(section as Section)) return role === 'owner';
  if (NOT_FOR_DOCTORS.includes(section as Section)) return role !== 'doctor';
  return true;
}

/** The workspace's parts, those the role may use; the address keeps the choice. */
export function SectionNav({ role }: { role: TStaffRole }) {
  const { t } = useTranslation('staff');
  const [params] = useSearchParams();
  const current = params.get('section') ?? 'agenda';
  return (
    <nav aria-label={t('sections.label')} className="border-b border-slate-200 bg-white px-4 print:hidden">
      <ul className="flex flex-wrap gap-x-4">
        {SECTIONS.filter((section) => sectionAllowed(section, role)).map((section) => (
          <li key={section}>
            <Link
              to={section === 'agenda' ? '?' : `?section=${section}`}
              aria-current={current === section ? 'page' : undefined}
              className="block border-b-2 border-transparent py-2 font-semibold text-slate-700 hover:text-slate-900 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-800"
            >
              {t(`sections.${section}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
