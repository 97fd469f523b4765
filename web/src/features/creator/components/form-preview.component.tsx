import { useTranslation } from 'react-i18next';
import type { FormField } from '@sorteios/api-contract';

const INPUT_TYPES = { texto: 'text', email: 'email', telefone: 'tel', numero: 'number', data: 'date' } as const;

/** The participant's form as it will look, inert: every control is disabled. */
export function FormPreview({ fields }: { fields: FormField[] }) {
  const { t } = useTranslation();
  return (
    <section className="form-preview" aria-labelledby="form-preview-title">
      <h3 id="form-preview-title">{t('creator.builder.previewTitle')}</h3>
      <p className="field__hint">{t('creator.builder.previewHint')}</p>
      <fieldset disabled className="form-preview__fields">
        <legend className="visually-hidden">{t('creator.builder.previewTitle')}</legend>
        {fields.map((field, index) => {
          const id = `preview-${index}-${field.chave}`;
          const label = `${field.nome || t('creator.builder.unnamed', { n: index + 1 })}${field.obrigatorio ? ' *' : ''}`;
          if (field.tipo === 'checkbox') {
            return (
              <div key={id} className="field field--checkbox">
                <input id={id} type="checkbox" />
                <label htmlFor={id}>{label}</label>
              </div>
            );
          }
          return (
            <div key={id} className="field">
              <label className="field__label" htmlFor={id}>
                {label}
              </label>
              {field.tipo === 'selecao' ? (
                <select id={id} className="field__input" defaultValue="">
                  <option value="">{t('creator.builder.selectPlaceholder')}</option>
                  {(field.opcoes ?? []).map((option, optionIndex) => (
                    <option key={`${optionIndex}-${option}`}>{option}</option>
                  ))}
                </select>
              ) : (
                <input id={id} className="field__input" type={INPUT_TYPES[field.tipo]} />
              )}
            </div>
          );
        })}
      </fieldset>
    </section>
  );
}
