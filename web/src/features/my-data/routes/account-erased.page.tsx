import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { getSession, signOut } from '../../../lib/auth-session';
import { usePageTitle } from '../../../lib/use-page-title';

/** /conta-excluida — what happened to the account. Reached from an erasure, it ends the session: the account is gone. */
export function AccountErasedPage() {
  const { t } = useTranslation();
  usePageTitle(t('myData.erased.title'));
  const erased = (useLocation().state as { erased?: boolean } | null)?.erased === true;
  useEffect(() => {
    // The server forgets the refresh cookie too; the local session ends even if that call fails.
    if (erased && getSession().status === 'signed-in') void signOut();
  }, [erased]);
  return (
    <section className="stack" aria-labelledby="account-erased-title">
      <h1 id="account-erased-title">{t('myData.erased.title')}</h1>
      <p>{t('myData.erased.body')}</p>
      <p>{t('myData.erased.receipts')}</p>
      <p>
        <Link to="/">{t('myData.erased.home')}</Link>
      </p>
    </section>
  );
}
