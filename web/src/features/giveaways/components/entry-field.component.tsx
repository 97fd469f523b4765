import { useId, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldType, FormField } from '@sorteios/api-contract';

interface EntryFieldProps {
  field: FormField;
  registration: UseFormRegisterReturn;
  error?: string;
}

// A select is quicker to scan than radios only when there are many options.
const MAX_RADIO_OPTIONS = 4;

const INPUT_PROPS: Record<Exclude<FieldType, 'selecao' | 'checkbox'>, InputHTMLAttributes<HTMLInputElement>> = {
  texto: { type: 'text', maxLength: 500 },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  telefone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  numero: { type: 'number', inputMode: 'decimal', step: 'any' },
  data: { type: 'date' },
};

function RequiredMark() {
  return (
    <span className="required-mark" aria-hidden="true">
      {' *'}
    </span>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p className="field__error" id={id} role="alert">
      {message}
    </p>
  );
}

/** One control of the entry form, chosen by the field's tipo; its label is bound to it. */
export function EntryField({ field, registration, error }: EntryFieldProps) {
  const { t } = useTranslation();
  const id = `${useId()}-${field.chave}`;
  const errorId = `${id}-error`;
  const a11y = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': field.obrigatorio || undefined,
  } as const;

  if (field.tipo === 'checkbox') {
    return (
      <div className="field field--checkbox">
        <div className="checkbox">
          <input {...registration} {...a11y} id={id} type="checkbox" />
          <label htmlFor={id}>
            {field.nome}
            {field.obrigatorio && <RequiredMark />}
          </label>
        </div>
        <FieldError id={errorId} message={error} />
      </div>
    );
  }

  if (field.tipo === 'selecao' && (field.opcoes?.length ?? 0) <= MAX_RADIO_OPTIONS) {
    return (
      <fieldset className="field field--choices" role="radiogroup" {...a11y}>
        <legend className="field__label">
          {field.nome}
          {field.obrigatorio && <RequiredMark />}
        </legend>
        {field.opcoes?.map((option, index) => (
          <div className="checkbox" key={option}>
            <input {...registration} id={`${id}-${index}`} type="radio" value={option} />
            <label htmlFor={`${id}-${index}`}>{option}</label>
          </div>
        ))}
        <FieldError id={errorId} message={error} />
      </fieldset>
    );
  }

  const label = (
    <label className="field__label" htmlFor={id}>
      {field.nome}
      {field.obrigatorio && <RequiredMark />}
    </label>
  );

  if (field.tipo === 'selecao') {
    return (
      <div className="field">
        {label}
        <select {...registration} {...a11y} id={id} className="field__input">
          <option value="">{t('participation.form.selectPlaceholder')}</option>
          {field.opcoes?.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <FieldError id={errorId} message={error} />
      </div>
    );
  }

  const autoComplete = field.chave === 'nome' ? { autoComplete: 'name' } : {};
  return (
    <div className="field">
      {label}
      <input {...INPUT_PROPS[field.tipo]} {...autoComplete} {...registration} {...a11y} id={id} className="field__input" />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
