import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../components/ui/page-placeholder';
import { useTemplate } from '../../lib/tenant/get-template';

export function HomePage() {
  const { t } = useTranslation('shell');
  const template = useTemplate().data;
  return <PagePlaceholder title={template?.user_template.name ?? t('nav.home')} />;
}
