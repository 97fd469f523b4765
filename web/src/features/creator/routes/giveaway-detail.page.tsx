import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useLocation, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { GiveawayStatusBadge } from '../../../components/ui/giveaway-status-badge.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyGiveawayQuery } from '../api/get-my-giveaway.api';
import { DrawPanel } from '../components/draw-panel.component';
import { EntrantListToggle } from '../components/entrant-list-toggle.component';
import { GiveawayActions } from '../components/giveaway-actions.component';
import { GiveawayEditor } from '../components/giveaway-editor.component';
import { GiveawaySummary } from '../components/giveaway-summary.component';
import { InstagramImport } from '../components/instagram-import.component';
import { RefusedEntries } from '../components/refused-entries.component';
import { ShareLink } from '../components/share-link.component';
import type { creatorParamsLoader } from './creator-params.loader';
import '../creator.css';

/** /dashboard/sorteio/:id — the creator's view of one giveaway; ?editar=1 shows the editor. */
export function GiveawayDetailPage() {
  const { t } = useTranslation();
  const { id } = useLoaderData<typeof creatorParamsLoader>();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const editing = searchParams.get('editar') === '1';
  const giveaway = useMyGiveawayQuery(id);
  const [notice, setNotice] = useState<string>(() => (location.state as { notice?: string } | null)?.notice ?? '');
  usePageTitle(giveaway.data?.titulo ?? t('creator.detail.title'));

  if (giveaway.isPending) return <Spinner label={t('creator.detail.loading')} />;
  if (giveaway.isError) {
    return (
      <section className="stack">
        <ErrorAlert error={giveaway.error} />
        <Link to="/dashboard/sorteio">{t('creator.detail.back')}</Link>
      </section>
    );
  }

  const data = giveaway.data;
  return (
    <article className="stack" aria-labelledby="giveaway-title">
      <Link to="/dashboard/sorteio">{t('creator.detail.back')}</Link>
      <header className="page-heading">
        <h1 id="giveaway-title">{editing ? t('creator.edit.titleOf', { titulo: data.titulo }) : data.titulo}</h1>
        <GiveawayStatusBadge status={data.status} />
      </header>
      <div aria-live="polite">{notice && <Alert tone="success">{notice}</Alert>}</div>
      {editing ? (
        <GiveawayEditor
          giveaway={data}
          onSaved={() => {
            setNotice(t('creator.edit.saved'));
            setSearchParams({});
          }}
          secondaryAction={
            <Link className="button button--secondary" to="." onClick={() => setNotice('')}>
              {t('creator.edit.cancel')}
            </Link>
          }
        />
      ) : (
        <>
          <GiveawaySummary giveaway={data} />
          <DrawPanel giveaway={data} />
          <InstagramImport giveaway={data} />
          <EntrantListToggle giveaway={data} />
          <RefusedEntries giveaway={data} />
          <GiveawayActions giveaway={data} onNotice={setNotice} />
          <ShareLink giveawayId={data.id} isPublic={data.status === 'Ativo' || data.status === 'Encerrado' || data.status === 'Realizado'} />
          <p>
            <Link to={`/insights/sorteio/${data.id}`}>{t('creator.detail.insights')}</Link>
          </p>
        </>
      )}
    </article>
  );
}
