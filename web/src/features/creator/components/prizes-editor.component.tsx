import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.component';
import { TextField } from '../../../components/ui/text-field.component';
import { LIMITS, type GiveawayFormValues } from './giveaway-form.schema';

/** The list of prizes: one input each, add and remove, at least one. */
export function PrizesEditor() {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<GiveawayFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'premios' });
  const [announcement, setAnnouncement] = useState('');
  const errors = formState.errors.premios;
  const listError = errors?.root?.message ?? errors?.message;

  return (
    <fieldset className="fieldset">
      <legend>{t('creator.form.premios')}</legend>
      <ol className="editable-list">
        {fields.map((field, index) => (
          <li key={field.id} className="editable-list__item">
            <TextField
              label={t('creator.form.premio', { n: index + 1 })}
              maxLength={LIMITS.premioMax}
              error={errors?.[index]?.valor?.message}
              {...register(`premios.${index}.valor`)}
            />
            {fields.length > 1 && (
              <Button
                variant="secondary"
                aria-label={t('creator.form.removePremio', { n: index + 1 })}
                onClick={() => {
                  remove(index);
                  setAnnouncement(t('creator.form.premioRemoved', { n: index + 1 }));
                }}
              >
                {t('creator.form.remove')}
              </Button>
            )}
          </li>
        ))}
      </ol>
      {listError && (
        <p className="field__error" role="alert">
          {listError}
        </p>
      )}
      <Button variant="secondary" disabled={fields.length >= LIMITS.premiosMax} onClick={() => append({ valor: '' })}>
        {t('creator.form.addPremio')}
      </Button>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
