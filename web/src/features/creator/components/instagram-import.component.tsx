import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Giveaway } from '@sorteios/api-contract';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { errorMessage } from '../../../lib/error-message';
import { useMyPlanQuery } from '../../../lib/use-my-plan';
import { myGiveawayKey } from '../api/creator-query-keys';
import { useGiveawayImportsQuery, useImportJobQuery, useInstagramConnectionQuery, useInstagramPostsQuery, useStartImportMutation } from '../api/instagram-import.api';
import { InstagramImportForm } from './instagram-import-form.component';
import { InstagramImportProgress } from './instagram-import-progress.component';

/**
 * "Importar comentários do Instagram" on the creator's giveaway page (issue 15): pick a post of
 * the connected account, set the rules, start, and follow the job's progress. A giveaway that
 * had imports shows the latest one, also after a reload or once it is no longer open.
 */
export function InstagramImport({ giveaway }: { giveaway: Giveaway }) {
  const { t } = useTranslation();
  const active = giveaway.status === 'Ativo';
  const imports = useGiveawayImportsQuery(giveaway.id);
  const [startedJob, setStartedJob] = useState<string | null>(null);
  const latest = imports.data?.items[0] ?? null;
  const jobId = startedJob ?? latest?.id ?? null;
  const job = useImportJobQuery(jobId);
  const shown = job.data ?? latest;
  const running = shown !== null && shown.status !== 'concluido' && shown.status !== 'falhou';
  const queryClient = useQueryClient();
  const finishedJob = job.data && !running ? job.data.id : null;
  // The entries an import made count on the page (inscritos) once it has finished.
  useEffect(() => {
    if (finishedJob && startedJob === finishedJob) void queryClient.invalidateQueries({ queryKey: myGiveawayKey(giveaway.id), exact: true });
  }, [finishedJob, startedJob, queryClient, giveaway.id]);

  if (giveaway.status === 'Rascunho') return null;
  if (!active && !shown) return null;
  return (
    <section className="stack" aria-labelledby="instagram-import-title">
      <h2 id="instagram-import-title">{t('instagramImport.title')}</h2>
      <p>{t('instagramImport.intro')}</p>
      {shown && <InstagramImportProgress job={shown} />}
      {active ? !running && <StartImport giveawayId={giveaway.id} again={shown !== null} onStarted={setStartedJob} /> : <p>{t('instagramImport.notActive')}</p>}
    </section>
  );
}

/** The way to a new import: Pro, a connected account, then the post and the rules. */
function StartImport({ giveawayId, again, onStarted }: { giveawayId: string; again: boolean; onStarted: (jobId: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const plan = useMyPlanQuery();
  const pro = plan.data?.recursos.includes('instagram') === true;
  const connection = useInstagramConnectionQuery(pro);
  const connected = connection.data?.conectado === true;
  const posts = useInstagramPostsQuery(pro && connected && open);
  const start = useStartImportMutation(giveawayId);

  if (plan.isPending || (pro && connection.isPending)) return <Spinner label={t('instagramImport.loading')} />;
  if (plan.isError || connection.isError) return <Alert>{`${t('instagramImport.failed')} ${errorMessage(plan.error ?? connection.error)}`}</Alert>;
  if (!pro) {
    return (
      <p>
        {t('instagramImport.proOnly')} <Link to="/precos">{t('instagramImport.seePlans')}</Link>
      </p>
    );
  }
  if (!connected) {
    return (
      <p>
        {t('instagramImport.notConnected')} <Link to="/dashboard/integracoes">{t('instagramImport.connectLink')}</Link>
      </p>
    );
  }
  return (
    <div className="stack">
      <p>{t('instagramImport.connectedAs', { username: connection.data!.username })}</p>
      <div className="button-row">
        <Button variant={open ? 'secondary' : 'primary'} aria-expanded={open} aria-controls="instagram-import-form" onClick={() => setOpen(!open)}>
          {open ? t('instagramImport.close') : t(again ? 'instagramImport.progress.another' : 'instagramImport.open')}
        </Button>
      </div>
      <div id="instagram-import-form">
        {open &&
          (posts.isPending ? (
            <Spinner label={t('instagramImport.posts.loading')} />
          ) : posts.isError ? (
            <>
              <Alert>{`${t('instagramImport.failed')} ${errorMessage(posts.error)}`}</Alert>
              <div className="button-row">
                <Button variant="secondary" onClick={() => void posts.refetch()}>
                  {t('instagramImport.retry')}
                </Button>
              </div>
            </>
          ) : posts.data.length === 0 ? (
            <p>{t('instagramImport.posts.empty')}</p>
          ) : (
            <InstagramImportForm
              posts={posts.data}
              pending={start.isPending}
              error={start.error}
              onStart={(request) =>
                start.mutate(request, {
                  onSuccess: ({ jobId }) => {
                    setOpen(false);
                    onStarted(jobId);
                  },
                })
              }
            />
          ))}
      </div>
    </div>
  );
}
