import { useTranslation } from 'react-i18next';
import { LayoutShell } from '../../components/layout/layout-shell.component';

/** The signed-in user's own area; the route above it guards access. */
export function DashboardLayout() {
  const { t } = useTranslation();
  return (
    <LayoutShell
      area="dashboard"
      section={t('common.nav.dashboard')}
      nav={[
        { to: '/', label: t('common.nav.home') },
        { to: '/dashboard/contatos', label: t('common.nav.contacts') },
        { to: '/dashboard/integracoes', label: t('common.nav.integrations') },
        { to: '/insights', label: t('common.nav.insights') },
        { to: '/dashboard/meus-dados', label: t('myData.nav') },
      ]}
      showSessionLinks={false}
    />
  );
}
