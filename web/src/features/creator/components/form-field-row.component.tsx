import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.component';
import { TextField } from '../../../components/ui/text-field.component';
import { TextareaField } from '../../../components/ui/textarea-field.component';
import { FIELD_TYPES } from '../../../lib/giveaway-types';
import { FIRST_MOVABLE } from './form-builder.constants';
import { LIMITS, type GiveawayFormValues } from './giveaway-form.schema';

interface FormFieldRowProps {
  index: number;
  /** useFieldArray's stable id: the row's element ids survive a move. */
  rowId: string;
  chave: string;
  isLast: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** One field of the form being built: its name, derived chave, type, required flag, options. */
export function FormFieldRow({ index, rowId, chave, isLast, onMove, onRemove }: FormFieldRowProps) {
  const { t } = useTranslation();
  const { control, register, formState } = useFormContext<GiveawayFormValues>();
  const field = useWatch({ control, name: `camposFormulario.${index}` });
  const errors = formState.errors.camposFormulario?.[index];
  // A removed row can render once more before its parent drops it.
  if (!field) return null;
  const shownName = field.nome.trim() || t('creator.builder.unnamed', { n: index + 1 });
  const fixed = field.fixa !== null;
  const tipoId = `campo-${rowId}-tipo`;

  return (
    <fieldset className="builder-field">
      <legend>{t(fixed ? 'creator.builder.fixedLegend' : 'creator.builder.legend', { n: index + 1, nome: shownName })}</legend>
      <TextField
        id={`campo-${rowId}-nome`}
        label={t('creator.builder.nome')}
        maxLength={LIMITS.campoNomeMax}
        error={errors?.nome?.message}
        {...register(`camposFormulario.${index}.nome`)}
      />
      <TextField id={`campo-${rowId}-chave`} label={t('creator.builder.chave')} hint={t('creator.builder.chaveHint')} value={chave} readOnly />
      {fixed ? (
        <p className="field__hint">{t('creator.builder.fixedNote', { tipo: t(`common.fieldTypes.${field.tipo}`) })}</p>
      ) : (
        <>
          <div className="field">
            <label className="field__label" htmlFor={tipoId}>
              {t('creator.builder.tipo')}
            </label>
            <select id={tipoId} className="field__input" {...register(`camposFormulario.${index}.tipo`)}>
              {FIELD_TYPES.map((tipo) => (
                <option key={tipo} value={tipo}>
                  {t(`common.fieldTypes.${tipo}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field field--checkbox">
            <input id={`campo-${rowId}-obrigatorio`} type="checkbox" {...register(`camposFormulario.${index}.obrigatorio`)} />
            <label htmlFor={`campo-${rowId}-obrigatorio`}>{t('creator.builder.obrigatorio')}</label>
          </div>
          {field.tipo === 'selecao' && (
            <TextareaField
              id={`campo-${rowId}-opcoes`}
              label={t('creator.builder.opcoes', { nome: shownName })}
              hint={t('creator.builder.opcoesHint', { min: LIMITS.opcoesMin, max: LIMITS.opcoesMax })}
              error={errors?.opcoes?.message}
              {...register(`camposFormulario.${index}.opcoes`)}
            />
          )}
          <div className="builder-field__actions">
            <Button
              id={`campo-${rowId}-up`}
              variant="secondary"
              aria-label={t('creator.builder.moveUp', { nome: shownName })}
              disabled={index <= FIRST_MOVABLE}
              onClick={() => onMove(index, index - 1)}
            >
              {t('creator.builder.up')}
            </Button>
            <Button
              id={`campo-${rowId}-down`}
              variant="secondary"
              aria-label={t('creator.builder.moveDown', { nome: shownName })}
              disabled={isLast}
              onClick={() => onMove(index, index + 1)}
            >
              {t('creator.builder.down')}
            </Button>
            <Button variant="secondary" aria-label={t('creator.builder.remove', { nome: shownName })} onClick={() => onRemove(index)}>
              {t('creator.builder.removeShort')}
            </Button>
          </div>
        </>
      )}
    </fieldset>
  );
}
