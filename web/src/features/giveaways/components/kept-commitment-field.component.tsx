import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { JsonFileInput } from '../../../components/ui/json-file-input.component';

export interface KeptCommitment {
  name: string;
  value: unknown;
}

/**
 * The commitment a participant saved before the draw (GET …/commitment, or the history):
 * the receipt is then compared with it instead of with the history read now, which proves
 * the server did not change the commitment since.
 */
export function KeptCommitmentField({ giveawayId, kept, onKept }: { giveawayId: string; kept: KeptCommitment | null; onKept: (kept: KeptCommitment | null) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [invalid, setInvalid] = useState(false);
  const onInvalid = () => setInvalid(true);
  return (
    <section className="stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('giveaways.verify.keptTitle')}</h2>
      <p>{t('giveaways.verify.keptIntro')}</p>
      <p>
        <a href={`/api/giveaways/${encodeURIComponent(giveawayId)}/commitment`} download={`compromisso-${giveawayId}.json`}>
          {t('giveaways.verify.keptDownload')}
        </a>
      </p>
      {invalid && <Alert>{t('giveaways.verify.keptInvalid')}</Alert>}
      <JsonFileInput
        label={t('giveaways.verify.keptFile')}
        onUnreadable={onInvalid}
        onText={(text, name) => {
          setInvalid(false);
          try {
            onKept({ name, value: JSON.parse(text) as unknown });
          } catch {
            onInvalid();
          }
        }}
      />
      {kept && (
        <div className="button-row">
          <Button variant="secondary" onClick={() => onKept(null)}>
            {t('giveaways.verify.keptRemove', { name: kept.name })}
          </Button>
        </div>
      )}
    </section>
  );
}
