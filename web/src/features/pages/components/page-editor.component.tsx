import { zodResolver } from '@hookform/resolvers/zod';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { TextField } from '../../../components/ui/text-field.component';
import { TextareaField } from '../../../components/ui/textarea-field.component';
import { errorMessage } from '../../../lib/error-message';
import { showErrorOnFields } from '../../../lib/form-errors';
import { pageFormSchema, type PageFormValues } from './page-form.schema';
import { renderMarkdown } from './render-markdown';

interface PageEditorProps {
  /** Editing an existing page: its address is shown, not edited. */
  fixedSlug?: string;
  initial?: Omit<PageFormValues, 'slug'>;
  submitLabel: string;
  pending: boolean;
  /** The last failed save, if any: shown next to its field or above the form. */
  error: unknown;
  onSubmit: (values: PageFormValues) => void;
}

const FIELDS = ['slug', 'titulo', 'conteudo'] as const;

/** Title and Markdown on one side, the page as visitors will see it on the other, as you type. */
export function PageEditor({ fixedSlug, initial, submitLabel, pending, error, onSubmit }: PageEditorProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => pageFormSchema(), []);
  const { register, handleSubmit, formState, control, setError } = useForm<z.input<typeof schema>, unknown, PageFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { slug: fixedSlug ?? '', titulo: initial?.titulo ?? '', conteudo: initial?.conteudo ?? '' },
  });
  const [titulo, conteudo] = useWatch({ control, name: ['titulo', 'conteudo'] });
  // A long page re-renders on every key; the preview may lag a keystroke, the typing may not.
  const deferred = useDeferredValue(conteudo);
  const preview = useMemo(() => renderMarkdown(deferred), [deferred]);

  // A failed save goes next to the field it names (SLUG_TAKEN: the address), else above the form.
  const [generalError, setGeneralError] = useState<string | null>(null);
  useEffect(() => {
    if (error) setGeneralError(showErrorOnFields(error, setError, { SLUG_TAKEN: 'slug' }, FIELDS) ? null : errorMessage(error));
  }, [error, setError]);

  return (
    <div className="page-editor">
      <form noValidate className="page-editor__form stack" onSubmit={handleSubmit((values) => { setGeneralError(null); onSubmit(values); })}>
        {generalError && <Alert>{generalError}</Alert>}
        {fixedSlug ? (
          <p className="page-editor__slug">{t('pages.editor.slugFixed', { slug: fixedSlug })}</p>
        ) : (
          <TextField
            label={t('pages.editor.slug')}
            hint={t('pages.editor.slugHint')}
            autoComplete="off"
            spellCheck={false}
            error={formState.errors.slug?.message}
            {...register('slug')}
          />
        )}
        <TextField label={t('pages.editor.titulo')} error={formState.errors.titulo?.message} {...register('titulo')} />
        <TextareaField
          label={t('pages.editor.conteudo')}
          hint={t('pages.editor.conteudoHint')}
          rows={18}
          error={formState.errors.conteudo?.message}
          {...register('conteudo')}
        />
        <div>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </div>
      </form>
      <section className="page-editor__preview" aria-label={t('pages.editor.preview')}>
        <h2 className="page-editor__preview-label">{t('pages.editor.preview')}</h2>
        <article className="content-page">
          {titulo.trim() && <h1>{titulo}</h1>}
          {conteudo.trim() ? <div className="page-content" dangerouslySetInnerHTML={{ __html: preview }} /> : <p className="page-editor__empty">{t('pages.editor.previewEmpty')}</p>}
        </article>
      </section>
    </div>
  );
}
