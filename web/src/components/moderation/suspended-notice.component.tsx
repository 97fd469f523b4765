import { useTranslation } from 'react-i18next';
import './moderation.css';

/** On a suspended giveaway's page: it is out of the public lists, and why it cannot take entries. */
export function SuspendedNotice() {
  const { t } = useTranslation();
  return (
    <section className="suspended-notice" role="status" aria-labelledby="suspended-notice-title">
      <h2 id="suspended-notice-title" className="suspended-notice__title">
        {t('moderation.suspended.title')}
      </h2>
      <p>{t('moderation.suspended.body')}</p>
    </section>
  );
}
