import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import { ApiTokens } from '../ApiTokens';
import { WebhooksSection } from '../components/webhooks-section.component';
import '../integrations.css';

/** /dashboard/integracoes — webhooks (Pro) and API tokens: how other systems hear from and read Sorteios. */
export function IntegrationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('integrations.page.title'));

  return (
    <section className="integrations stack" aria-labelledby="integrations-title">
      <header className="stack">
        <h1 id="integrations-title">{t('integrations.page.title')}</h1>
        <p>{t('integrations.page.intro')}</p>
      </header>
      <WebhooksSection />
      <ApiTokens />
    </section>
  );
}
