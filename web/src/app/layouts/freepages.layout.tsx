import { useTranslation } from 'react-i18next';
import { LayoutShell } from '../../components/layout/layout-shell.component';

/** Content pages an admin publishes (terms, help). */
export function FreepagesLayout() {
  const { t } = useTranslation();
  return <LayoutShell area="freepages" section={t('common.nav.pages')} nav={[{ to: '/', label: t('common.nav.home') }]} />;
}
