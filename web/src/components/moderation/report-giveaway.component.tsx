import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { loginPathWithNext } from '../../lib/safe-next-path';
import { useSession } from '../../lib/use-session';
import { Alert } from '../ui/alert.component';
import { Button } from '../ui/button.component';
import { Spinner } from '../ui/spinner.component';
import './moderation.css';

const ReportDialog = lazy(() => import('./report-giveaway-dialog.component').then((m) => ({ default: m.ReportDialog })));

/**
 * "Denunciar" on a public giveaway. Signed out, it is a link to sign in that comes back here;
 * signed in, it opens a dialog with the fixed list of reasons and optional details.
 */
export function ReportGiveaway({ giveawayId, titulo }: { giveawayId: string; titulo: string }) {
  const { t } = useTranslation();
  const { status } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);

  if (status === 'restoring') return null;
  if (status === 'signed-out') {
    return (
      <p className="report-giveaway">
        <Link className="report-giveaway__link" to={loginPathWithNext(location.pathname + location.search)}>
          {t('moderation.report.signIn')}
        </Link>
      </p>
    );
  }
  return (
    <div className="report-giveaway">
      {sent ? (
        <Alert tone="success">{t('moderation.report.sent')}</Alert>
      ) : (
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {t('moderation.report.open')}
        </Button>
      )}
      {open && (
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <ReportDialog
            giveawayId={giveawayId}
            titulo={titulo}
            onClose={() => setOpen(false)}
            onSent={() => {
              setOpen(false);
              setSent(true);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

