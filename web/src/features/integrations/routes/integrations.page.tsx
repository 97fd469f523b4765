import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import { ApiTokens } from '../ApiTokens';
import { InstagramSection } from '../components/instagram-section.component';
import { WebhooksSection } from '../components/webhooks-section.component';
import '../integrations.css';

/** /dashboard/integracoes — webhooks (Pro), API tokens and the Instagram connection: how other systems hear from and read Sorteios, and how Sorteios reads Instagram. */
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
      <InstagramSection />
    </section>
  );
}
