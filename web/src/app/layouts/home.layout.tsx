import { useTranslation } from 'react-i18next';
import { LayoutShell } from '../../components/layout/layout-shell.component';

/** The landing page: full width for the hero, with the account links in the header. */
export function HomeLayout() {
  const { t } = useTranslation();
  return <LayoutShell area="home" nav={[{ to: '/', label: t('common.nav.home') }]} />;
}
