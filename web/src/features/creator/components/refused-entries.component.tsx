import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryRefusal, Giveaway } from '@sorteios/api-contract';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/giveaway-types';
import { useRefusalsQuery } from '../api/list-refusals.api';

/**
 * "Inscrições recusadas": who the fraud rules kept out of a published giveaway, and why.
 * Loaded when the creator opens it: most visits to this page are about something else.
 */
export function RefusedEntries({ giveaway }: { giveaway: Giveaway }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // A draft takes no entries, so it has nothing to show.
  if (giveaway.status === 'Rascunho') return null;
  return (
    <section className="stack" aria-labelledby="refused-entries-title">
      <h2 id="refused-entries-title">{t('creator.refusals.title')}</h2>
      <p>{t(giveaway.exigirEmailConfirmado ? 'creator.refusals.introRequired' : 'creator.refusals.introOptional')}</p>
      <div className="button-row">
        <Button variant="secondary" aria-expanded={open} aria-controls="refused-entries-list" onClick={() => setOpen(!open)}>
          {t(open ? 'creator.refusals.hide' : 'creator.refusals.show')}
        </Button>
      </div>
      <div id="refused-entries-list">{open && <RefusedEntriesList giveawayId={giveaway.id} />}</div>
    </section>
  );
}

function RefusedEntriesList({ giveawayId }: { giveawayId: string }) {
  const { t } = useTranslation();
  const refusals = useRefusalsQuery(giveawayId);
  const items = refusals.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (refusals.isPending) body = <Spinner label={t('creator.refusals.loading')} />;
  else if (refusals.isError) {
    body = (
      <>
        <Alert>{`${t('creator.refusals.failed')} ${errorMessage(refusals.error)}`}</Alert>
        <div className="button-row">
          <Button variant="secondary" onClick={() => void refusals.refetch()}>
            {t('creator.refusals.retry')}
          </Button>
        </div>
      </>
    );
  } else if (items.length === 0) body = <p>{t('creator.refusals.empty')}</p>;
  else {
    body = (
      <>
        <ul className="refusal-list" aria-label={t('creator.refusals.title')}>
          {items.map((refusal) => (
            <RefusalItem key={refusal.id} refusal={refusal} />
          ))}
        </ul>
        {refusals.hasNextPage && (
          <div className="button-row">
            <Button variant="secondary" loading={refusals.isFetchingNextPage} onClick={() => void refusals.fetchNextPage()}>
              {t('creator.refusals.loadMore')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return <div className="stack">{body}</div>;
}

function RefusalItem({ refusal }: { refusal: EntryRefusal }) {
  const { t } = useTranslation();
  const who = refusal.participante ? `@${refusal.participante.username} · ${refusal.participante.nome}` : t('creator.refusals.unknownPerson');
  return (
    <li className="refusal-list__item">
      <p className="refusal-list__who">{who}</p>
      <p className="refusal-list__meta">
        <strong>{t(`creator.refusals.motivos.${refusal.motivo}`)}</strong>
        {refusal.email && <> · {refusal.email}</>} · <time dateTime={refusal.at}>{formatDateTime(refusal.at)}</time>
      </p>
    </li>
  );
}
