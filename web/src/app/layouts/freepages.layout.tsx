import { useTranslation } from 'react-i18next';
import { LayoutShell } from '../../components/layout/layout-shell.component';

/**
 * Open pages outside any one area: explore, search, content pages (terms, help) and the
 * contact form. No section name beside the brand: none would fit them all.
 */
export function FreepagesLayout() {
  const { t } = useTranslation();
  return <LayoutShell area="freepages" nav={[{ to: '/', label: t('common.nav.home') }]} />;
}
