import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { isRightToLeft } from '@clinic/contract/site/languages';
import { type DeskKeyAction, deskKeyAction } from './desk-keys';

/**
 * Calls `onAction` for the desk's keys (desk-keys.ts) pressed anywhere on the page while no dialog is open; an
 * action it takes (answers true) keeps the key from doing anything else.
 */
export function useDeskKeys(onAction: (action: DeskKeyAction) => boolean) {
  const { i18n } = useTranslation();
  const latest = useRef(onAction);
  useEffect(() => {
    latest.current = onAction;
  });
  const rightToLeft = isRightToLeft(i18n.language);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.repeat) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const action = deskKeyAction(event, rightToLeft);
      if (action && latest.current(action)) event.preventDefault();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [rightToLeft]);
}
