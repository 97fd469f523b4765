import { useTranslation } from 'react-i18next';
import { providerLabel, useAuthProviders } from '../../../lib/use-auth-providers';
import './outside-sign-in.css';

/**
 * "Entrar com Google" and one button per other configured provider: a plain link to the API,
 * which sends the browser to the provider and, once back, to `next` signed in. Nothing at all
 * while the list loads, when it fails or when no provider is configured: the e-mail and
 * password form above works regardless.
 */
export function OutsideSignIn({ next }: { next: string | null }) {
  const { t } = useTranslation();
  const providers = useAuthProviders();
  if (!providers.data?.length) return null;

  const query = next ? `?next=${encodeURIComponent(next)}` : '';
  return (
    <div className="outside-sign-in">
      <p className="outside-sign-in__or">{t('auth.outside.or')}</p>
      {providers.data.map((name) => (
        <a key={name} className="button button--secondary outside-sign-in__button" href={`/api/auth/oidc/${encodeURIComponent(name)}/start${query}`}>
          {t('auth.outside.signInWith', { provedor: providerLabel(name) })}
        </a>
      ))}
    </div>
  );
}
