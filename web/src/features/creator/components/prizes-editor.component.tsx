import { useState } from 'react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.component';
import { TextField } from '../../../components/ui/text-field.component';
import { IMAGE_ACCEPT, UploadField } from '../../../components/upload/upload-field.component';
import { LIMITS, newPrizeValues, type GiveawayFormValues } from './giveaway-form.schema';

/**
 * The list of prizes: one name each and an optional image (uploaded at once, like the cover),
 * add and remove, at least one. The names are what the draw records; the images only show.
 */
export function PrizesEditor() {
  const { t } = useTranslation();
  const { control, register, formState, watch } = useFormContext<GiveawayFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'premios' });
  const [announcement, setAnnouncement] = useState('');
  const errors = formState.errors.premios;
  const listError = errors?.root?.message ?? errors?.message;

  return (
    <fieldset className="fieldset">
      <legend>{t('creator.form.premios')}</legend>
      <ol className="editable-list prize-editor__list">
        {fields.map((field, index) => {
          const nome = watch(`premios.${index}.valor`)?.trim();
          return (
            <li key={field.id} className="editable-list__item prize-editor__item">
              <TextField
                label={t('creator.form.premio', { n: index + 1 })}
                maxLength={LIMITS.premioMax}
                error={errors?.[index]?.valor?.message}
                {...register(`premios.${index}.valor`)}
              />
              <Controller
                control={control}
                name={`premios.${index}.imagem`}
                render={({ field: image, fieldState }) => (
                  <UploadField
                    label={t('creator.form.premioImagem', { n: index + 1 })}
                    hint={t('creator.form.premioImagemHint')}
                    subfolder="premios"
                    accept={IMAGE_ACCEPT}
                    value={image.value ?? null}
                    onChange={image.onChange}
                    error={fieldState.error?.message}
                    removeLabel={t('creator.form.premioImagemRemove', { n: index + 1 })}
                    previewAlt={nome ? t('creator.form.premioImagemAlt', { nome }) : t('creator.form.premioImagemAltSemNome', { n: index + 1 })}
                  />
                )}
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
                  {t('creator.form.removePremioCurto')}
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      {listError && (
        <p className="field__error" role="alert">
          {listError}
        </p>
      )}
      <Button variant="secondary" disabled={fields.length >= LIMITS.premiosMax} onClick={() => append(newPrizeValues())}>
        {t('creator.form.addPremio')}
      </Button>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
