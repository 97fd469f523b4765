import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { InstagramImportRules, InstagramMedia } from '@sorteios/api-contract';
import { Button } from '../../../components/ui/button.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { TextField } from '../../../components/ui/text-field.component';
import { i18n } from '../../../i18n/i18n';
import { formatSaoPauloDate } from '../../../lib/sao-paulo-time';
import { formatNumber } from '../../../lib/format-number';

const e = (key: string) => i18n.t(`instagramImport.${key}`);

function importSchema() {
  return z.object({
    mediaId: z.string().min(1, e('posts.required')),
    mencoesMinimas: z.coerce.number<string>().int(e('rules.mencoesInvalid')).min(0, e('rules.mencoesInvalid')).max(20, e('rules.mencoesInvalid')),
    umaEntradaPorPerfil: z.boolean(),
    hashtag: z
      .string()
      .trim()
      .refine((v) => v === '' || /^#?[\p{L}\p{N}_]{1,100}$/u.test(v), e('rules.hashtagInvalid')),
    excluir: z
      .string()
      .transform((v) => v.split(/[\s,;]+/).filter(Boolean))
      .refine((names) => names.every((n) => /^@?[A-Za-z0-9._]{1,30}$/.test(n)), e('rules.excluirInvalid')),
  });
}

export interface ImportRequest {
  mediaId: string;
  regras: InstagramImportRules;
}

/** The post and the rules of an import; the defaults are AppSorteos' usual "marque 2 amigos, uma vez por perfil". */
export function InstagramImportForm({ posts, onStart, pending, error }: { posts: InstagramMedia[]; onStart: (request: ImportRequest) => void; pending: boolean; error: unknown }) {
  const { t } = useTranslation();
  const id = useId();
  const schema = useMemo(() => importSchema(), []);
  const { register, handleSubmit, formState } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { mediaId: posts[0]?.id ?? '', mencoesMinimas: '2', umaEntradaPorPerfil: true, hashtag: '', excluir: '' },
  });
  const send = handleSubmit((v) =>
    onStart({ mediaId: v.mediaId, regras: { mencoesMinimas: v.mencoesMinimas, umaEntradaPorPerfil: v.umaEntradaPorPerfil, hashtag: v.hashtag || null, excluir: v.excluir } }),
  );

  return (
    <form className="stack instagram-import-form" noValidate onSubmit={send}>
      <fieldset className="stack">
        <legend>{t('instagramImport.posts.legend')}</legend>
        <ul className="instagram-import-form__posts">
          {posts.map((post) => (
            <li key={post.id}>
              <label className="instagram-import-form__post">
                <input type="radio" value={post.id} {...register('mediaId')} />
                <span>
                  <strong>{post.caption ? post.caption.slice(0, 120) : t('instagramImport.posts.noCaption')}</strong>
                  <br />
                  <span className="field__hint">{t('instagramImport.posts.meta', { date: formatSaoPauloDate(post.timestamp), count: formatNumber(post.commentsCount) })}</span>
                </span>
              </label>{' '}
              <a href={post.permalink} target="_blank" rel="noreferrer">
                {t('instagramImport.posts.view')}
              </a>
            </li>
          ))}
        </ul>
        {formState.errors.mediaId && (
          <p className="field__error" role="alert">
            {formState.errors.mediaId.message}
          </p>
        )}
      </fieldset>
      <fieldset className="stack">
        <legend>{t('instagramImport.rules.legend')}</legend>
        <TextField
          type="number"
          inputMode="numeric"
          min={0}
          max={20}
          label={t('instagramImport.rules.mencoes')}
          hint={t('instagramImport.rules.mencoesHint')}
          error={formState.errors.mencoesMinimas?.message}
          {...register('mencoesMinimas')}
        />
        <div className="field field--checkbox">
          <div className="checkbox">
            <input id={`${id}-uma`} type="checkbox" {...register('umaEntradaPorPerfil')} />
            <label htmlFor={`${id}-uma`}>{t('instagramImport.rules.umaPorPerfil')}</label>
          </div>
        </div>
        <TextField label={t('instagramImport.rules.hashtag')} hint={t('instagramImport.rules.hashtagHint')} error={formState.errors.hashtag?.message} {...register('hashtag')} />
        <TextField
          label={t('instagramImport.rules.excluir')}
          hint={t('instagramImport.rules.excluirHint')}
          error={formState.errors.excluir?.message}
          autoCapitalize="off"
          {...register('excluir')}
        />
      </fieldset>
      <div className="button-row">
        <Button type="submit" loading={pending}>
          {t('instagramImport.start')}
        </Button>
      </div>
      {error ? <ErrorAlert error={error} /> : null}
    </form>
  );
}
