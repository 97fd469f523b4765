import { useTranslation } from 'react-i18next';
import { LayoutShell } from '../../components/layout/layout-shell.component';

/** A single giveaway's public pages: its details, entry form and draw. */
export function SorteioLayout() {
  const { t } = useTranslation();
  // No section name: "Sorteios" next to the brand "Sorteios" read as "Sorteios Sorteios".
  return <LayoutShell area="sorteio" nav={[{ to: '/', label: t('common.nav.home') }]} />;
}
