import { useTranslation } from 'react-i18next';
import { LayoutShell } from '../../components/layout/layout-shell.component';

/** The public list of giveaways to browse. */
export function FeedLayout() {
  const { t } = useTranslation();
  return <LayoutShell area="feed" section={t('common.nav.feed')} nav={[{ to: '/', label: t('common.nav.home') }]} />;
}
