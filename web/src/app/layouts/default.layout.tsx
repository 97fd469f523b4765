import { useTranslation } from 'react-i18next';
import { LayoutShell } from '../../components/layout/layout-shell.component';

/** Pages that belong to no particular area (errors, not found). */
export function DefaultLayout() {
  const { t } = useTranslation();
  return <LayoutShell area="default" nav={[{ to: '/', label: t('common.nav.home') }]} />;
}
