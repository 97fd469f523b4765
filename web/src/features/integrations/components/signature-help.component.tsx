import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Where the API serves its OpenAPI reference (Swagger UI), webhook payloads included. */
export const API_REFERENCE_PATH = '/api/docs';

/** How a receiver checks that a POST came from us (Standard Webhooks); docs/webhooks.md has runnable examples. */
export function SignatureHelp() {
  const { t } = useTranslation();
  const id = useId();
  const headers = [
    ['webhook-id', t('integrations.webhooks.signatures.id')],
    ['webhook-timestamp', t('integrations.webhooks.signatures.timestamp')],
    ['webhook-signature', t('integrations.webhooks.signatures.signature')],
  ] as const;

  return (
    <section className="webhook-help stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('integrations.webhooks.signatures.title')}</h3>
      <p>{t('integrations.webhooks.signatures.intro')}</p>
      <dl className="webhook-help__headers">
        {headers.map(([name, text]) => (
          <div key={name}>
            <dt>
              <code>{name}</code>
            </dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      <p>{t('integrations.webhooks.signatures.library')}</p>
      {/* Served by the API, not by this app: a full page load. */}
      <p>
        <a href={API_REFERENCE_PATH}>{t('integrations.webhooks.signatures.reference')}</a>
      </p>
    </section>
  );
}
