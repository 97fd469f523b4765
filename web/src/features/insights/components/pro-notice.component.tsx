import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.component';
import { PRICING_PATH } from '../../../components/ui/error-alert.component';

/** Where a Grátis creator would see the per-day chart: what Pro adds, and where to see it. */
export function ProNotice({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Alert tone="info">
      {text} <Link to={PRICING_PATH}>{t('insights.pro.link')}</Link>
    </Alert>
  );
}
