import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { LinkedIdentity, Me } from '@sorteios/api-contract';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { outsideSignInRefusal } from '../../../lib/outside-sign-in-refusal';
import { providerLabel, useAuthProviders } from '../../../lib/use-auth-providers';
import { useLinkIdentityMutation } from '../api/link-identity.api';
import { useSendPasswordLinkMutation } from '../api/send-password-link.api';
import { useUnlinkIdentityMutation } from '../api/unlink-identity.api';
import './sign-in-methods.css';

const identityKey = (i: LinkedIdentity) => `${i.provedor}:${i.sujeito}`;

/**
 * The panel's "Formas de entrar": the password (or how to set one, for an account made with
 * Google) and the linked outside identities, each with "Desvincular", plus a button to link
 * each configured provider not linked yet. Linking leaves for the provider and comes back here
 * with ?vinculada=<provider> or ?erro=<code>.
 */
export function SignInMethods({ user }: { user: Me }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const providers = useAuthProviders();
  const unlink = useUnlinkIdentityMutation();
  const link = useLinkIdentityMutation();
  const passwordLink = useSendPasswordLinkMutation();
  // Answers from before these fields: every such account had a password and no identity.
  const identities = user.identidades ?? [];
  const hasPassword = user.temSenha ?? true;
  const linkable = (providers.data ?? []).filter((name) => !identities.some((i) => i.provedor === name));
  const linkedNow = params.get('vinculada');
  const refusal = outsideSignInRefusal(params.get('erro'));

  return (
    <section className="sign-in-methods card" aria-labelledby="sign-in-methods-title">
      <h2 id="sign-in-methods-title">{t('account.signInMethods.title')}</h2>
      {linkedNow && identities.some((i) => i.provedor === linkedNow) && (
        <Alert tone="success">{t('account.signInMethods.linkedNow', { provedor: providerLabel(linkedNow) })}</Alert>
      )}
      {refusal && <Alert>{refusal}</Alert>}

      <h3>{t('account.signInMethods.password')}</h3>
      {hasPassword ? (
        <p>{t('account.signInMethods.passwordSet')}</p>
      ) : (
        <div className="stack">
          <p>{t('account.signInMethods.noPassword')}</p>
          {passwordLink.isSuccess ? (
            <Alert tone="success">{t('account.signInMethods.passwordLinkSent', { email: user.email })}</Alert>
          ) : (
            <Button variant="secondary" loading={passwordLink.isPending} onClick={() => passwordLink.mutate(user.email)}>
              {t('account.signInMethods.setPassword')}
            </Button>
          )}
          {passwordLink.isError && <ErrorAlert error={passwordLink.error} />}
        </div>
      )}

      <h3>{t('account.signInMethods.identities')}</h3>
      {identities.length === 0 ? (
        <p>{t('account.signInMethods.noIdentities')}</p>
      ) : (
        <ul className="sign-in-methods__list">
          {identities.map((identity) => {
            const labelId = `identity-${identityKey(identity).replace(/[^\w-]/g, '_')}`;
            return (
              <li key={identityKey(identity)} className="sign-in-methods__item">
                <span id={labelId}>
                  <strong>{providerLabel(identity.provedor)}</strong>
                  {identity.email && <span className="sign-in-methods__email"> {identity.email}</span>}
                </span>
                <Button
                  variant="secondary"
                  aria-describedby={labelId}
                  loading={unlink.isPending && unlink.variables === identity}
                  disabled={unlink.isPending}
                  onClick={() => unlink.mutate(identity)}
                >
                  {t('account.signInMethods.unlink')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {unlink.isError && <ErrorAlert error={unlink.error} />}

      {linkable.length > 0 && (
        <div className="sign-in-methods__actions">
          {linkable.map((name) => (
            <Button key={name} variant="secondary" loading={link.isPending && link.variables === name} disabled={link.isPending} onClick={() => link.mutate(name)}>
              {t('account.signInMethods.link', { provedor: providerLabel(name) })}
            </Button>
          ))}
        </div>
      )}
      {link.isError && <ErrorAlert error={link.error} />}
    </section>
  );
}
