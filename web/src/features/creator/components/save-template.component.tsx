import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { TextField } from '../../../components/ui/text-field.component';
import { useCreateTemplateMutation } from '../api/create-template.api';
import { valuesToFields, type GiveawayFormValues } from './giveaway-form.schema';

const NOME_MAX = 80;

/**
 * 'Salvar formulário como modelo'. It lives inside the giveaway's <form>, so it has no form
 * of its own: Enter in its input saves the template instead of submitting the giveaway.
 */
export function SaveTemplate() {
  const { t } = useTranslation();
  const { getValues, trigger } = useFormContext<GiveawayFormValues>();
  const mutation = useCreateTemplateMutation();
  const [open, setOpen] = useState(false);
  const [nome, setNome] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();

  const save = async () => {
    const trimmed = nome.trim();
    if (!trimmed || trimmed.length > NOME_MAX) {
      setNameError(t('creator.validation.templateNome', { max: NOME_MAX }));
      return;
    }
    setNameError(undefined);
    if (!(await trigger('camposFormulario'))) return;
    mutation.mutate(
      { nome: trimmed, camposFormulario: valuesToFields(getValues('camposFormulario')) },
      { onSuccess: () => setOpen(false) },
    );
  };

  return (
    <div className="save-template stack">
      {mutation.isSuccess && !open && <Alert tone="success">{t('creator.templates.saved', { nome: mutation.data.nome })}</Alert>}
      {open ? (
        <>
          {mutation.isError && <ErrorAlert error={mutation.error} />}
          <TextField
            label={t('creator.templates.nome')}
            value={nome}
            maxLength={NOME_MAX}
            error={nameError}
            onChange={(event) => setNome(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void save();
            }}
          />
          <div className="button-row">
            <Button variant="secondary" loading={mutation.isPending} onClick={() => void save()}>
              {t('creator.templates.confirmSave')}
            </Button>
            <Button variant="secondary" disabled={mutation.isPending} onClick={() => setOpen(false)}>
              {t('creator.templates.cancel')}
            </Button>
          </div>
        </>
      ) : (
        <Button
          variant="secondary"
          onClick={() => {
            mutation.reset();
            setOpen(true);
          }}
        >
          {t('creator.templates.save')}
        </Button>
      )}
    </div>
  );
}
