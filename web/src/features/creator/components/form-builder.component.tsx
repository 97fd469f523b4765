import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { FIRST_MOVABLE } from './form-builder.constants';
import { FormFieldRow } from './form-field-row.component';
import { FormPreview } from './form-preview.component';
import { LIMITS, newFieldValues, valuesToFields, type GiveawayFormValues } from './giveaway-form.schema';
import { SaveTemplate } from './save-template.component';
import { TemplatePicker } from './template-picker.component';

const ADD_BUTTON_ID = 'form-builder-add';

interface FormBuilderProps {
  /** Someone already entered: the form is shown, not edited. */
  locked: boolean;
  /** Only a new giveaway starts from a template. */
  allowTemplates: boolean;
}

/** camposFormulario: the participant's form, built field by field, with a live preview. */
export function FormBuilder({ locked, allowTemplates }: FormBuilderProps) {
  const { t } = useTranslation();
  const { control, formState } = useFormContext<GiveawayFormValues>();
  const { fields, append, remove, move, replace } = useFieldArray({ control, name: 'camposFormulario' });
  const values = useWatch({ control, name: 'camposFormulario' });
  const stored = valuesToFields(values);
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<string | null>(null);
  const listError = formState.errors.camposFormulario?.root?.message ?? formState.errors.camposFormulario?.message;

  // Moving a row re-renders the list; the keyboard user stays on the button they pressed.
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const nameAt = (index: number) => values[index]?.nome.trim() || t('creator.builder.unnamed', { n: index + 1 });

  const moveField = (from: number, to: number) => {
    const rowId = fields[from]!.id;
    const nome = nameAt(from);
    move(from, to);
    const up = to < from;
    const stillEnabled = up ? to > FIRST_MOVABLE : to < fields.length - 1;
    focusNext.current = `campo-${rowId}-${up === stillEnabled ? 'up' : 'down'}`;
    setAnnouncement(t('creator.builder.moved', { nome, posicao: to + 1 }));
  };

  const removeField = (index: number) => {
    const nome = nameAt(index);
    remove(index);
    setAnnouncement(t('creator.builder.removed', { nome }));
    focusNext.current = ADD_BUTTON_ID;
  };

  const addField = () => {
    append(newFieldValues(), { shouldFocus: true });
    setAnnouncement(t('creator.builder.added'));
  };

  return (
    <section className="form-builder stack" aria-labelledby="form-builder-title">
      <h2 id="form-builder-title">{t('creator.builder.title')}</h2>
      {locked ? (
        <Alert tone="info">{t('creator.builder.locked')}</Alert>
      ) : (
        <>
          <p className="field__hint">{t('creator.builder.intro')}</p>
          {allowTemplates && (
            <TemplatePicker
              onChoose={(template) => {
                replace(template.fields);
                setAnnouncement(t('creator.templates.applied', { nome: template.nome }));
              }}
            />
          )}
          <ol className="builder-list">
            {fields.map((row, index) => (
              <li key={row.id}>
                <FormFieldRow
                  index={index}
                  rowId={row.id}
                  chave={stored[index]?.chave ?? ''}
                  isLast={index === fields.length - 1}
                  onMove={moveField}
                  onRemove={removeField}
                />
              </li>
            ))}
          </ol>
          {listError && (
            <p className="field__error" role="alert">
              {listError}
            </p>
          )}
          <Button id={ADD_BUTTON_ID} variant="secondary" disabled={fields.length >= LIMITS.camposMax} onClick={addField}>
            {t('creator.builder.add')}
          </Button>
        </>
      )}
      <SaveTemplate />
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <FormPreview fields={stored} />
    </section>
  );
}
