import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmPanel } from '../../../components/ui/confirm-panel.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { TextareaField } from '../../../components/ui/textarea-field.component';

interface ReasonConfirmProps {
  title: string;
  description: string;
  confirmLabel: string;
  pending: boolean;
  error: unknown;
  onConfirm: (motivo: string) => void;
  onCancel: () => void;
}

/** An admin action's confirmation: every one records why, so the reason is required. */
export function ReasonConfirm({ title, description, confirmLabel, pending, error, onConfirm, onCancel }: ReasonConfirmProps) {
  const { t } = useTranslation();
  const [motivo, setMotivo] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <ConfirmPanel
      title={title}
      description={<p>{description}</p>}
      confirmLabel={confirmLabel}
      cancelLabel={t('moderation.boss.common.cancel')}
      pending={pending}
      onCancel={onCancel}
      onConfirm={() => {
        if (!motivo.trim()) return setMissing(true);
        onConfirm(motivo.trim());
      }}
    >
      {error ? <ErrorAlert error={error} /> : null}
      <TextareaField
        label={t('moderation.boss.common.reason')}
        rows={3}
        maxLength={500}
        value={motivo}
        error={missing ? t('moderation.boss.common.reasonRequired') : undefined}
        onChange={(event) => {
          setMotivo(event.target.value);
          setMissing(false);
        }}
      />
    </ConfirmPanel>
  );
}
