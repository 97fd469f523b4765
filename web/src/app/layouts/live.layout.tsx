import { useTranslation } from 'react-i18next';
import { LayoutShell } from '../../components/layout/layout-shell.component';

/** The live draw: few distractions around the stage. */
export function LiveLayout() {
  const { t } = useTranslation();
  return <LayoutShell area="live" section={t('common.nav.live')} nav={[{ to: '/', label: t('common.nav.home') }]} />;
}
