import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TStaffRole } from '@clinic/contract/staff';

const SECTIONS = ['agenda', 'patients', 'audit', 'security'] as const;

/** The workspace's parts: the agenda, patients, (owners) the audit log, and two-step login; the address keeps the choice. */
export function SectionNav({ role }: { role: TStaffRole }) {
  const { t } = useTranslation('staff');
  const [params] = useSearchParams();
  const current = params.get('section') ?? 'agenda';
  return (
    <nav aria-label={t('sections.label')} className="border-b border-slate-200 bg-white px-4 print:hidden">
      <ul className="flex gap-4">
        {SECTIONS.filter((section) => section !== 'audit' || role === 'owner').map((section) => (
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
