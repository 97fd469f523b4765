import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { useTemplatesQuery } from '../api/list-templates.api';
import { fieldsToValues, type FormFieldValues } from './giveaway-form.schema';

interface TemplatePickerProps {
  onChoose: (template: { nome: string; fields: FormFieldValues[] }) => void;
}

/** 'Começar de um modelo': fills the builder with a saved form. Templates load only when asked. */
export function TemplatePicker({ onChoose }: TemplatePickerProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const templates = useTemplatesQuery(open);

  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('creator.templates.start')}
      </Button>
    );
  }
  if (templates.isPending) return <Spinner label={t('creator.templates.loading')} />;
  if (templates.isError) return <ErrorAlert error={templates.error} />;
  if (templates.data.items.length === 0) return <Alert tone="info">{t('creator.templates.none')}</Alert>;

  const apply = () => {
    const template = templates.data.items.find((item) => item.id === chosen);
    if (!template) return;
    onChoose({ nome: template.nome, fields: fieldsToValues(template.camposFormulario) });
    setOpen(false);
    setChosen('');
  };

  return (
    <div className="template-picker">
      <div className="field">
        <label className="field__label" htmlFor={selectId}>
          {t('creator.templates.choose')}
        </label>
        <select id={selectId} className="field__input" value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">{t('creator.templates.choosePlaceholder')}</option>
          {templates.data.items.map((template) => (
            <option key={template.id} value={template.id}>
              {template.nome}
            </option>
          ))}
        </select>
      </div>
      <div className="button-row">
        <Button variant="secondary" disabled={!chosen} onClick={apply}>
          {t('creator.templates.apply')}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t('creator.templates.cancel')}
        </Button>
      </div>
    </div>
  );
}
