import { useTranslation } from 'react-i18next';
import { LayoutShell } from '../../components/layout/layout-shell.component';

/** A single giveaway's public pages: its details, entry form and draw. */
export function SorteioLayout() {
  const { t } = useTranslation();
  return <LayoutShell area="sorteio" section={t('common.nav.giveaways')} nav={[{ to: '/', label: t('common.nav.home') }]} />;
}
