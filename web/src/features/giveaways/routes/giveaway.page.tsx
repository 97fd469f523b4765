import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLoaderData } from 'react-router-dom';
import { SaveToggle } from '../../../components/discovery/save-toggle.component';
import { ReportGiveaway } from '../../../components/moderation/report-giveaway.component';
import { SuspendedNotice } from '../../../components/moderation/suspended-notice.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { usePageTitle } from '../../../lib/use-page-title';
import { useViewBeacon } from '../../../lib/use-view-beacon';
import { useGiveawayQuery } from '../api/get-giveaway.api';
import { GiveawayDetails } from '../components/giveaway-details.component';
import '../components/giveaway.styles.css';
import { ParticipationCta } from '../components/participation-cta.component';
import { MadeWithSorteios } from '../components/made-with-sorteios.component';
import { SharePanel } from '../../../components/share/share-panel.component';
import { fileNameSlug } from '../components/file-name-slug';
import { giveawayBasePath, type giveawayParamsLoader } from './giveaway-params.loader';

/** /sorteio/:id and /:username/:sorteioId — the params were already checked by the route loader. */
export function GiveawayPage() {
  const { t } = useTranslation();
  const params = useLoaderData<typeof giveawayParamsLoader>();
  const giveaway = useGiveawayQuery(params.id);
  usePageTitle(giveaway.data?.titulo ?? t('common.nav.giveaways'));
  // A link with someone else's name (or an old one, usernames can change) moves to the creator's own.
  const creator = giveaway.data?.criador?.username;
  const misnamed = Boolean(params.username && creator && creator.toLowerCase() !== params.username.toLowerCase());
  // The page the visitor lands on after the move is the one that counts.
  useViewBeacon(giveaway.data && giveaway.data.status !== 'Rascunho' && !misnamed ? giveaway.data.id : null);

  // A screen tall while loading: the footer stays below the fold instead of being pushed out of view (a layout shift).
  if (giveaway.isPending) {
    return (
      <div className="giveaway-loading">
        <Spinner label={t('giveaways.details.loading')} />
      </div>
    );
  }
  if (giveaway.isError) {
    return (
      <section className="stack">
        <ErrorAlert error={giveaway.error} />
        <Link to="/">{t('giveaways.details.back')}</Link>
      </section>
    );
  }

  if (misnamed) return <Navigate to={`/${creator}/${params.id}`} replace />;

  const shareUrl = `${window.location.origin}/sorteio/${giveaway.data.id}`;
  return (
    <article className="stack giveaway" aria-labelledby="giveaway-title">
      {giveaway.data.suspenso && <SuspendedNotice />}
      <GiveawayDetails giveaway={giveaway.data} />
      {!giveaway.data.suspenso && <ParticipationCta giveaway={giveaway.data} basePath={giveawayBasePath(params)} />}
      {giveaway.data.status !== 'Rascunho' && giveaway.data.status !== 'Cancelado' && <Link to={`/sorteio/${giveaway.data.id}/live`}>{t('live.cta')}</Link>}
      <SaveToggle giveawayId={giveaway.data.id} status={giveaway.data.status} />
      {giveaway.data.status !== 'Rascunho' && (
        <SharePanel
          url={shareUrl}
          title={giveaway.data.titulo}
          text={t('giveaways.share.shareText', { titulo: giveaway.data.titulo })}
          qrFileName={`sorteio-${fileNameSlug(giveaway.data.titulo)}-qrcode.svg`}
        />
      )}
      {giveaway.data.status !== 'Rascunho' && giveaway.data.status !== 'Cancelado' && <ReportGiveaway giveawayId={giveaway.data.id} titulo={giveaway.data.titulo} />}
      <MadeWithSorteios shown={giveaway.data.rodape} />
    </article>
  );
}
