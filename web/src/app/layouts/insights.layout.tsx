import { useTranslation } from 'react-i18next';
import { LayoutShell } from '../../components/layout/layout-shell.component';

/** A creator's reports about their giveaways. */
export function InsightsLayout() {
  const { t } = useTranslation();
  return (
    <LayoutShell
      area="insights"
      section={t('common.nav.insights')}
      nav={[
        { to: '/', label: t('common.nav.home') },
        { to: '/insights', label: t('insights.nav.overview') },
      ]}
    />
  );
}
