import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { useConnectInstagramMutation } from '../api/connect-instagram.api';

/** Leaves for Instagram's authorization page, which sends the person back to /instagram-callback. */
export function ConnectButton({ label }: { label?: string }) {
  const { t } = useTranslation();
  const connect = useConnectInstagramMutation();
  return (
    <div className="stack">
      <p>{t('instagram.section.connectHelp')}</p>
      {connect.isError && <ErrorAlert error={connect.error} />}
      <div>
        {/* Still busy after success: the browser is on its way to Instagram. */}
        <Button loading={connect.isPending || connect.isSuccess} onClick={() => connect.mutate()}>
          {label ?? t('instagram.section.connect')}
        </Button>
      </div>
    </div>
  );
}
