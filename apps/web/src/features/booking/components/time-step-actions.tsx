import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { primaryButton, secondaryButton } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';
import { useTenant } from '../../../lib/tenant/tenant-context';

/**
 * Back to the treatments and on from the time step. `onBack` (the embed) goes back inside the frame; without it,
 * back is a link to the site's treatments page.
 */
export function TimeStepActions(props: {
  onBack: (() => void) | undefined;
  onNext: () => void;
  pending: boolean;
  /** A logged-in patient books with this button; others go on to the phone step. */
  confirm: boolean;
}) {
  const { t } = useTranslation('booking');
  const { key } = useTenant();
  return (
    <div className="no-print flex flex-wrap justify-between gap-3">
      {props.onBack ? (
        <button type="button" onClick={props.onBack} className={secondaryButton}>
          {t('datetime.backToTreatments')}
        </button>
      ) : (
        <Link to={paths.treatments(key)} className={secondaryButton}>
          {t('datetime.backToTreatments')}
        </Link>
      )}
      <button type="button" onClick={props.onNext} disabled={props.pending} className={primaryButton}>
        {props.confirm ? t('datetime.confirm') : t('datetime.next')}
      </button>
    </div>
  );
}
