import { useTranslation } from 'react-i18next';
import { LayoutShell } from '../../components/layout/layout-shell.component';

/** Sign-in, sign-up and recovery screens: a narrow column and no account links. */
export function AuthLayout() {
  const { t } = useTranslation();
  return <LayoutShell area="auth" nav={[{ to: '/', label: t('common.nav.home') }]} showSessionLinks={false} />;
}
