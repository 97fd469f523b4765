import { useDeferredValue } from 'react';
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

  // The page is drawn from a deferred copy of the answer: React then renders it in a
  // transition, in slices of a few milliseconds, instead of one long task when it arrives.
  const data = useDeferredValue(giveaway.data);

  if (giveaway.isError) {
    return (
      <section className="stack">
        <ErrorAlert error={giveaway.error} />
        <Link to="/">{t('giveaways.details.back')}</Link>
      </section>
    );
  }
  // A screen tall while loading: the footer stays below the fold instead of being pushed out of view (a layout shift).
  if (data === undefined) {
    return (
      <div className="giveaway-loading">
        <Spinner label={t('giveaways.details.loading')} />
      </div>
    );
  }
  if (misnamed) return <Navigate to={`/${creator}/${params.id}`} replace />;

  const shareUrl = `${window.location.origin}/sorteio/${data.id}`;
  return (
    <article className="stack giveaway" aria-labelledby="giveaway-title">
      {data.suspenso && <SuspendedNotice />}
      <GiveawayDetails giveaway={data} />
      {!data.suspenso && <ParticipationCta giveaway={data} basePath={giveawayBasePath(params)} />}
      {data.status !== 'Rascunho' && data.status !== 'Cancelado' && <Link to={`/sorteio/${data.id}/live`}>{t('live.cta')}</Link>}
      <SaveToggle giveawayId={data.id} status={data.status} />
      {data.status !== 'Rascunho' && (
        <SharePanel
          url={shareUrl}
          title={data.titulo}
          text={t('giveaways.share.shareText', { titulo: data.titulo })}
          qrFileName={`sorteio-${fileNameSlug(data.titulo)}-qrcode.svg`}
        />
      )}
      {data.status !== 'Rascunho' && data.status !== 'Cancelado' && <ReportGiveaway giveawayId={data.id} titulo={data.titulo} />}
      <MadeWithSorteios shown={data.rodape} />
    </article>
  );
}
