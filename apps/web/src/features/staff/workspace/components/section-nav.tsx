import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/use-translation';
import type { TStaffSection } from '@clinic/contract/staff/staff-sections';
import { shownSections } from '../sections';

/** The workspace's parts the account may open (from the workspace answer); the address keeps the choice. */
export function SectionNav({ sections, current }: { sections: readonly TStaffSection[]; current: string }) {
  const { t } = useTranslation('staff');
  return (
    <nav aria-label={t('sections.label')} className="border-b border-slate-200 bg-white px-4 print:hidden">
      <ul className="flex flex-wrap gap-x-4">
        {shownSections(sections).map((section) => (
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
