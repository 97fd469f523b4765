import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDownloadMyDataMutation } from '../api/download-my-data.api';
import { EraseAccount } from '../components/erase-account.component';
import { MyConsents } from '../components/my-consents.component';
import '../my-data.css';

/** /dashboard/meus-dados — LGPD art. 18: download everything, see and withdraw consents, erase the account. */
export function MyDataPage() {
  const { t } = useTranslation();
  usePageTitle(t('myData.title'));
  const download = useDownloadMyDataMutation();

  return (
    <section className="stack my-data" aria-labelledby="my-data-title">
      <header className="stack">
        <h1 id="my-data-title">{t('myData.title')}</h1>
        <p>{t('myData.intro')}</p>
      </header>

      <section className="my-data__card stack" aria-labelledby="my-data-download-title">
        <h2 id="my-data-download-title">{t('myData.download.title')}</h2>
        <p>{t('myData.download.body')}</p>
        <div>
          <Button loading={download.isPending} onClick={() => download.mutate()}>
            {t('myData.download.button')}
          </Button>
        </div>
        <div aria-live="polite">{download.isSuccess && <Alert tone="success">{t('myData.download.done')}</Alert>}</div>
        {download.isError && <ErrorAlert error={download.error} />}
      </section>

      <section className="my-data__card stack" aria-labelledby="my-data-consents-title">
        <h2 id="my-data-consents-title">{t('myData.consents.title')}</h2>
        <p>{t('myData.consents.body')}</p>
        <MyConsents />
      </section>

      <section className="my-data__card stack" aria-labelledby="my-data-erase-title">
        <h2 id="my-data-erase-title">{t('myData.erase.title')}</h2>
        <p>{t('myData.erase.body')}</p>
        <EraseAccount />
      </section>
    </section>
  );
}
