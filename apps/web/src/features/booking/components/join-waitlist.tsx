import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../components/ui/toast';
import { secondaryButton } from '../../../components/ui/button-styles';
import { useLogin } from '../../../lib/use-login';
import { useJoinWaitlist } from '../api/join-waitlist';
import type { AvailabilityQuery } from '../availability-query';

/**
 * A day with no time for the visit: the logged-in patient may wait for one (a WhatsApp offer when one frees),
 * with the doctor they chose if any (only that doctor's freed time is offered then).
 */
export function JoinWaitlist(props: { query: AvailabilityQuery; date: string; doctorName: string | null }) {
  const { query, date } = props;
  const { t } = useTranslation('booking');
  const login = useLogin();
  const join = useJoinWaitlist();
  // A chosen doctor whose name is not known yet is still named: the booking's own word for a doctor.
  const name = query.doctor ? (props.doctorName ?? t('doctor.fallback')) : null;
  if (!login.isLoggedIn) return <p className="mt-4 text-slate-600">{t('waitlist.loginFirst')}</p>;
  if (join.isSuccess)
    return (
      <p role="status" className="mt-4 font-medium text-teal-800">
        {name ? t('waitlist.joinedWith', { name }) : t('waitlist.joined')}
      </p>
    );
  return (
    <button
      type="button"
      className={`${secondaryButton} mt-4`}
      disabled={join.isPending}
      onClick={() => join.mutate({ ...query, date }, { onError: () => toast.error(t('waitlist.failed')) })}
    >
      {name ? t('waitlist.joinWith', { name }) : t('waitlist.join')}
    </button>
  );
}
