import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import { Link } from 'react-router';
import { useStaffAuth } from '../../core/api/staff-auth';
import { webhooksQueryOptions } from '../api/webhook-calls';

/** Tells an owner, on every page of the workspace, that an endpoint stopped receiving events after 24 hours failing. */
export function PausedWebhooksNotice() {
  const { t } = useTranslation('webhooks');
  const paused = useQuery({
    ...webhooksQueryOptions(useStaffAuth()),
    refetchInterval: 5 * 60_000,
  }).data?.endpoints.filter((endpoint) => endpoint.status === 'paused');
  if (!paused?.length) return null;
  return (
    <p role="status" className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
      {t('pausedBanner')}{' '}
      <Link to="?section=webhooks" className="font-semibold underline">
        {t('open')}
      </Link>
    </p>
  );
}
