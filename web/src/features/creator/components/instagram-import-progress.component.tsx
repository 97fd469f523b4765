import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { InstagramImportJob, InstagramImportSkip } from '@sorteios/api-contract';
import { Alert } from '../../../components/ui/alert.component';
import { formatNumber } from '../../../lib/format-number';

const time = (iso: string) => new Date(iso).toLocaleTimeString('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** What the job is doing, in a sentence (announced politely as it changes). */
function statusLine(job: InstagramImportJob, t: (key: string, values?: Record<string, unknown>) => string): string {
  const feitos = formatNumber(job.progresso.feitos);
  const total = formatNumber(job.progresso.total);
  switch (job.status) {
    case 'na-fila':
      return t('instagramImport.progress.queued');
    case 'em-andamento':
      return t('instagramImport.progress.running', { feitos, total });
    case 'aguardando':
      return job.aguardando?.motivo === 'instagram-indisponivel'
        ? t('instagramImport.progress.unavailable', { time: time(job.aguardando.retomaEm), tentativa: job.aguardando.tentativa })
        : t('instagramImport.progress.rateLimit', { time: time(job.aguardando?.retomaEm ?? job.atualizadoEm) });
    case 'concluido':
      return t('instagramImport.progress.done', { importados: formatNumber(job.resultado.importados), ignorados: formatNumber(job.resultado.ignorados) });
    case 'falhou':
      return t('instagramImport.progress.failed');
  }
}

/**
 * An import job as the creator follows it: a progress bar of the comments read (done/total),
 * what the job is doing (running, waiting for Instagram's limit, retrying), and at the end
 * how many entries were made and how many comments each rule left out.
 */
export function InstagramImportProgress({ job }: { job: InstagramImportJob }) {
  const { t } = useTranslation();
  const { feitos, total } = job.progresso;
  const finished = job.status === 'concluido' || job.status === 'falhou';
  const motivos = Object.entries(job.resultado.porMotivo).filter(([, n]) => (n ?? 0) > 0) as Array<[InstagramImportSkip, number]>;
  return (
    <div className="stack instagram-import-progress">
      <div
        className="progress"
        role="progressbar"
        aria-label={t('instagramImport.progress.label')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={feitos}
        aria-valuetext={t('instagramImport.progress.valueText', { feitos: formatNumber(feitos), total: formatNumber(total) })}
      >
        <div className="progress__bar" style={{ width: `${total > 0 ? Math.min(100, (feitos / total) * 100) : finished ? 100 : 0}%` }} />
      </div>
      <p aria-live="polite">{statusLine(job, t)}</p>
      {job.status === 'falhou' && job.erro && (
        <Alert>
          <p>{job.erro.mensagem}</p>
          <p>{t('instagramImport.progress.partial', { importados: formatNumber(job.resultado.importados), ignorados: formatNumber(job.resultado.ignorados) })}</p>
          {(job.erro.motivo === 'token-expirado' || job.erro.motivo === 'nao-conectado' || job.erro.motivo === 'sem-permissao') && (
            <p>
              <Link to="/dashboard/integracoes">{t('instagramImport.progress.reconnect')}</Link>
            </p>
          )}
        </Alert>
      )}
      {finished && motivos.length > 0 && (
        <ul aria-label={t('instagramImport.skipsLabel')} className="instagram-import-progress__skips">
          {motivos.map(([motivo, count]) => (
            <li key={motivo}>{t('instagramImport.motivoLine', { count: formatNumber(count), motivo: t(`instagramImport.motivos.${motivo}`) })}</li>
          ))}
        </ul>
      )}
      <p>
        <a href={job.permalink} target="_blank" rel="noreferrer">
          {t('instagramImport.progress.post')}
        </a>
      </p>
    </div>
  );
}
