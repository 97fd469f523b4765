import { useTranslation } from 'react-i18next';
import { browserLocation } from '../../lib/browser-location';
import { RUNNING_BUILD_ID } from './build-id';
import { useNewerBuild } from './use-newer-build';

/** "Nova versão disponível — Atualizar": shown once a newer build is deployed; Atualizar loads it. */
export function UpdateBanner({ runningId = RUNNING_BUILD_ID }: { runningId?: string | null }) {
  const { t } = useTranslation();
  const newer = useNewerBuild(runningId);
  if (!newer) return null;
  return (
    <div className="app-notice" role="status">
      <p className="app-notice__text">{t('appShell.update.available')}</p>
      <div className="app-notice__actions">
        <button type="button" className="button button--primary" onClick={() => browserLocation.reload()}>
          {t('appShell.update.reload')}
        </button>
      </div>
    </div>
  );
}
