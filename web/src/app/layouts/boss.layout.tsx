import { useTranslation } from 'react-i18next';
import { LayoutShell } from '../../components/layout/layout-shell.component';

/** The admins' moderation area. */
export function BossLayout() {
  const { t } = useTranslation();
  return <LayoutShell area="boss" section={t('common.nav.admin')} nav={[{ to: '/', label: t('common.nav.home') }]} />;
}
