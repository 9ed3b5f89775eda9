import { useTranslation } from '../../../lib/use-translation';
import { isRightToLeft } from '@clinic/contract/site/languages';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { smallButton } from '../../../components/ui/button-styles';

/** The list of the agenda's keyboard shortcuts (the ? key). */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('search');
  const rightToLeft = isRightToLeft(i18n.language);
  const rows: Array<[string[], string]> = [
    [['Ctrl K', '⌘ K', '/'], t('shortcuts.search')],
    [['T'], t('shortcuts.today')],
    [[rightToLeft ? '→' : '←'], t('shortcuts.previous')],
    [[rightToLeft ? '←' : '→'], t('shortcuts.next')],
    [['D'], t('shortcuts.day')],
    [['W'], t('shortcuts.week')],
    [['N'], t('shortcuts.book')],
    [['?'], t('shortcuts.help')],
  ];
  return (
    <ModalDialog isOpen onOpenChange={(isOpen) => !isOpen && onClose()} title={t('shortcuts.title')}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([keys, what]) => (
          <div key={what} className="contents">
            <dt className="flex gap-1">
              {keys.map((key) => (
                <kbd
                  key={key}
                  dir="ltr"
                  className="rounded border border-slate-300 bg-slate-50 px-1.5 font-mono text-slate-900"
                >
                  {key}
                </kbd>
              ))}
            </dt>
            <dd className="text-slate-800">{what}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-600">{t('shortcuts.note')}</p>
      <button type="button" className={`${smallButton} mt-4`} onClick={onClose}>
        {t('shortcuts.close')}
      </button>
    </ModalDialog>
  );
}
