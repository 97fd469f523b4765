import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';

export interface KeptCommitment {
  name: string;
  value: unknown;
}

// FileReader rather than Blob.text(): older Safari and jsdom lack the latter.
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

/**
 * The commitment a participant saved before the draw (GET …/commitment, or the history):
 * the receipt is then compared with it instead of with the history read now, which proves
 * the server did not change the commitment since.
 */
export function KeptCommitmentField({ giveawayId, kept, onKept }: { giveawayId: string; kept: KeptCommitment | null; onKept: (kept: KeptCommitment | null) => void }) {
  const { t } = useTranslation();
  const fileId = useId();
  const [invalid, setInvalid] = useState(false);
  const onInvalid = () => setInvalid(true);
  return (
    <section className="stack" aria-labelledby={`${fileId}-title`}>
      <h2 id={`${fileId}-title`}>{t('giveaways.verify.keptTitle')}</h2>
      <p>{t('giveaways.verify.keptIntro')}</p>
      <p>
        <a href={`/api/giveaways/${encodeURIComponent(giveawayId)}/commitment`} download={`compromisso-${giveawayId}.json`}>
          {t('giveaways.verify.keptDownload')}
        </a>
      </p>
      {invalid && <Alert>{t('giveaways.verify.keptInvalid')}</Alert>}
      <div className="field">
        <label className="field__label" htmlFor={fileId}>
          {t('giveaways.verify.keptFile')}
        </label>
        <input
          id={fileId}
          type="file"
          accept="application/json,.json"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            setInvalid(false);
            void readText(file).then((text) => {
              try {
                onKept({ name: file.name, value: JSON.parse(text) as unknown });
              } catch {
                onInvalid();
              }
            }, onInvalid);
          }}
        />
      </div>
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
