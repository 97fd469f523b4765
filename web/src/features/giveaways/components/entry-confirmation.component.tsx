import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Entry } from '@sorteios/api-contract';
import { EntryNumber } from './entry-number.component';

interface EntryConfirmationProps {
  entry: Entry;
  titulo: string;
  giveawayPath: string;
}

/** Shown in place of the form once the entry is recorded. */
export function EntryConfirmation({ entry, titulo, giveawayPath }: EntryConfirmationProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the user was in is gone: move focus so keyboard and screen reader users follow.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className="card stack" aria-labelledby="entry-confirmation-title">
      <h1 id="entry-confirmation-title" ref={headingRef} tabIndex={-1}>
        {t('participation.confirmation.title')}
      </h1>
      <p>{t('participation.confirmation.body', { titulo })}</p>
      <dl className="details">
        <dt>{t('participation.confirmation.entryId')}</dt>
        <dd>
          <EntryNumber entry={entry} />
        </dd>
      </dl>
      <p>{t('participation.confirmation.email', { email: entry.email })}</p>
      <p className="hero__actions">
        <Link to={`/sorteio/${entry.sorteioId}/minha-inscricao`}>{t('participation.confirmation.viewEntry')}</Link>
        <Link to={giveawayPath}>{t('participation.form.backToGiveaway')}</Link>
      </p>
    </section>
  );
}
