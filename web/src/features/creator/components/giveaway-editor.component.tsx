import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Giveaway, GiveawayStatus } from '@sorteios/api-contract';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { ApiError } from '../../../lib/api-error';
import { apiMessage } from '../api/api-message';
import { myGiveawayKey } from '../api/creator-query-keys';
import { getMyGiveaway } from '../api/get-my-giveaway.api';
import { useUpdateGiveawayMutation } from '../api/update-giveaway.api';
import { GiveawayForm } from './giveaway-form.component';
import { giveawayToValues, valuesToPayload } from './giveaway-form.schema';

const EDITABLE: ReadonlySet<GiveawayStatus> = new Set(['Rascunho', 'Ativo']);

interface GiveawayEditorProps {
  giveaway: Giveaway;
  onSaved: (giveaway: Giveaway) => void;
  secondaryAction?: ReactNode;
}

/**
 * Edits from the revision it was opened at: the PATCH carries If-Match, so a change made
 * meanwhile (another tab) is refused with 412 instead of silently overwritten. Reloading
 * takes the current version and starts the form again from it.
 */
export function GiveawayEditor({ giveaway, onSaved, secondaryAction }: GiveawayEditorProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateGiveawayMutation();
  const [baseline, setBaseline] = useState(giveaway);
  const [loadCount, setLoadCount] = useState(0);
  const [reloading, setReloading] = useState(false);
  const [reloadFailure, setReloadFailure] = useState<string | null>(null);

  if (!EDITABLE.has(baseline.status)) return <Alert tone="info">{t('creator.edit.notEditable')}</Alert>;

  const reload = async () => {
    setReloading(true);
    setReloadFailure(null);
    try {
      const fresh = await queryClient.fetchQuery({ queryKey: myGiveawayKey(baseline.id), queryFn: () => getMyGiveaway(baseline.id), staleTime: 0 });
      setBaseline(fresh);
      setLoadCount((count) => count + 1);
    } catch (error) {
      setReloadFailure(apiMessage(error));
    } finally {
      setReloading(false);
    }
  };

  return (
    <GiveawayForm
      key={`${baseline.revision}-${loadCount}`}
      defaultValues={giveawayToValues(baseline)}
      formLocked={baseline.formularioBloqueado}
      submitLabel={t('creator.edit.submit')}
      secondaryAction={secondaryAction}
      onSubmit={async (values) => {
        const { camposFormulario, ...rest } = valuesToPayload(values, { forUpdate: true });
        // A locked form is not sent at all: even unchanged, it would be refused (FORM_LOCKED).
        const changes = baseline.formularioBloqueado ? rest : { ...rest, camposFormulario };
        const saved = await update.mutateAsync({ id: baseline.id, revision: baseline.revision, changes });
        onSaved(saved);
      }}
      errorAction={(error) =>
        error instanceof ApiError && error.status === 412 ? (
          <>
            {reloadFailure && <Alert>{reloadFailure}</Alert>}
            <Button variant="secondary" loading={reloading} onClick={() => void reload()}>
              {t('creator.edit.reload')}
            </Button>
          </>
        ) : null
      }
    />
  );
}
