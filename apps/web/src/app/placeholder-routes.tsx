import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../components/ui/page-placeholder';

// Screens that later changes build; each says so honestly until then.
export function TreatmentsPlaceholder() {
  const { t } = useTranslation('shell');
  return <PagePlaceholder title={t('nav.treatments')} />;
}
export function LoginPlaceholder() {
  const { t } = useTranslation('shell');
  return <PagePlaceholder title={t('login')} />;
}
