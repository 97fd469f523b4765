import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { useMe } from '../../../lib/use-me';
import { usePageTitle } from '../../../lib/use-page-title';
import { useResendVerificationMutation } from '../api/resend-verification.api';
import { useSignOutMutation } from '../api/sign-out.api';
import { MyGiveaways } from '../components/my-giveaways.component';
import { MyPlanCard } from '../components/my-plan-card.component';
import { SignInMethods } from '../components/sign-in-methods.component';

/**
 * The signed-in user's panel: who they are, their plan, their giveaways and a way out. The
 * payment provider sends a paid checkout back here with ?assinatura=sucesso.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.dashboard.title'));
  const me = useMe();
  const signOut = useSignOutMutation();
  const resend = useResendVerificationMutation();
  const [params] = useSearchParams();
  const paid = params.get('assinatura') === 'sucesso';

  const signOutButton = (
    <Button variant="secondary" loading={signOut.isPending} onClick={() => signOut.mutate()}>
      {t('account.dashboard.signOut')}
    </Button>
  );

  if (me.isPending) return <Spinner label={t('common.loading')} />;
  if (me.isError) {
    return (
      <section className="stack">
        <ErrorAlert error={me.error} />
        {signOutButton}
      </section>
    );
  }

  const user = me.data;
  return (
    <section className="stack" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('account.dashboard.greeting', { nome: user.nome })}</h1>
      {paid && <Alert tone="success">{t('plans.billing.success')}</Alert>}
      <h2>{t('account.dashboard.profile')}</h2>
      <dl className="details">
        <dt>{t('account.dashboard.nome')}</dt>
        <dd>{user.nome}</dd>
        {user.sobrenome && (
          <>
            <dt>{t('account.dashboard.sobrenome')}</dt>
            <dd>{user.sobrenome}</dd>
          </>
        )}
        <dt>{t('account.dashboard.username')}</dt>
        <dd>@{user.username}</dd>
        <dt>{t('account.dashboard.email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('account.dashboard.emailVerified')}</dt>
        <dd>{user.emailVerified ? t('common.yes') : t('common.no')}</dd>
      </dl>
      <p>
        <Link to="/dashboard/perfil">{t('account.dashboard.editProfile')}</Link>
        {' · '}
        <Link to={`/${user.username}`}>{t('account.dashboard.viewProfile')}</Link>
      </p>
      {!user.emailVerified && (
        <div className="stack">
          <Alert tone="info">{t('account.dashboard.emailNotVerifiedHint')}</Alert>
          {resend.isSuccess && <Alert tone="success">{t('account.dashboard.resendDone', { email: user.email })}</Alert>}
          {resend.isError && <ErrorAlert error={resend.error} />}
          <Button variant="secondary" loading={resend.isPending} disabled={resend.isSuccess} onClick={() => resend.mutate()}>
            {t('account.dashboard.resend')}
          </Button>
        </div>
      )}
      <SignInMethods user={user} />
      <MyPlanCard awaitPro={paid} />
      <MyGiveaways />
      {signOutButton}
    </section>
  );
}
