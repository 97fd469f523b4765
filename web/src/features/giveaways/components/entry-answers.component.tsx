import { useTranslation } from 'react-i18next';
import type { FormField, Respostas } from '@sorteios/api-contract';

interface EntryAnswersProps {
  fields: readonly FormField[];
  respostas: Respostas;
}

/** The answers as sent, labelled by the form's own field names, in the form's order. */
export function EntryAnswers({ fields, respostas }: EntryAnswersProps) {
  const { t } = useTranslation();
  const known = new Set(fields.map((field) => field.chave));
  const rows = [
    ...fields.map((field) => ({ chave: field.chave, nome: field.nome })),
    ...Object.keys(respostas)
      .filter((chave) => !known.has(chave))
      .map((chave) => ({ chave, nome: chave })),
  ];

  function show(value: Respostas[string] | undefined): string {
    if (value === undefined || value === '') return t('participation.myEntry.noAnswer');
    if (typeof value === 'boolean') return value ? t('participation.myEntry.yes') : t('participation.myEntry.no');
    return String(value);
  }

  return (
    <dl className="details">
      {rows.map((row) => (
        <div key={row.chave} style={{ display: 'contents' }}>
          <dt>{row.nome}</dt>
          <dd>{show(respostas[row.chave])}</dd>
        </div>
      ))}
    </dl>
  );
}
