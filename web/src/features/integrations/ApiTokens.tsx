import { zodResolver } from '@hookform/resolvers/zod';
import type { ApiToken, ApiTokenScope, CreatedApiToken } from '@sorteios/api-contract';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert.component';
import { Button } from '../../components/ui/button.component';
import { ConfirmPanel } from '../../components/ui/confirm-panel.component';
import { ErrorAlert, PRICING_PATH } from '../../components/ui/error-alert.component';
import { LoadFailed } from '../../components/ui/load-failed.component';
import { Spinner } from '../../components/ui/spinner.component';
import { TextField } from '../../components/ui/text-field.component';
import { i18n } from '../../i18n/i18n';
import { showErrorOnFields } from '../../lib/form-errors';
import { useMyPlanQuery } from '../../lib/use-my-plan';
import { API_TOKEN_SCOPES, useApiTokensQuery, useCreateApiTokenMutation, useRevokeApiTokenMutation } from './api-tokens.api';
import { SecretReveal } from './components/secret-reveal.component';
import './api-tokens.css';

const e = (key: string) => i18n.t(`apiTokens.form.errors.${key}`);

// The API's limits (docs/api-tokens.md), checked here first.
function tokenFormSchema() {
  return z.object({
    nome: z.string().trim().min(1, e('nomeRequired')).max(60, e('nomeTooLong')),
    escopos: z.array(z.enum(['giveaways:read', 'entries:read', 'draws:read'])).min(1, e('escopos')),
  });
}

const FIELDS = ['nome', 'escopos'] as const;

/** The message key of each scope (i18next reads ':' as a namespace separator). */
const SCOPE_KEY: Record<ApiTokenScope, string> = { 'giveaways:read': 'giveawaysRead', 'entries:read': 'entriesRead', 'draws:read': 'drawsRead' };

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });
const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/**
 * The signed-in person's API tokens (`sor_...`): the list with each token's scopes and last
 * use, a form to create one (shown once, with a copy button) and revocation with confirmation.
 * Self-contained: the page /dashboard/integracoes mounts it.
 */
export function ApiTokens() {
  const { t } = useTranslation();
  const titleId = useId();
  const tokens = useApiTokensQuery();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const [revoked, setRevoked] = useState<string | null>(null);
  const revoke = useRevokeApiTokenMutation();
  // Tokens are Pro: on Grátis (after a downgrade, too) the list stays, to revoke; creating does not.
  const plan = useMyPlanQuery();
  const canCreate = plan.data?.recursos.includes('tokens-api');

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        setRevoked(revoking.nome);
        setRevoking(null);
      },
    });
  };

  return (
    <section className="api-tokens stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('apiTokens.title')}</h2>
      <p>{t('apiTokens.intro')}</p>

      {created && (
        <SecretReveal
          title={t('apiTokens.created.title', { nome: created.nome })}
          secret={created.token}
          texts={{
            warning: t('apiTokens.created.warning'),
            label: t('apiTokens.created.label'),
            copy: t('apiTokens.created.copy'),
            copied: t('apiTokens.created.copied'),
            copyFailed: t('apiTokens.created.copyFailed'),
            done: t('apiTokens.created.done'),
          }}
          onDone={() => setCreated(null)}
        />
      )}
      {revoked && <Alert tone="success">{t('apiTokens.revoke.done', { nome: revoked })}</Alert>}

      {tokens.isPending && <Spinner label={t('apiTokens.loading')} />}
      {tokens.isError && <LoadFailed failed={t('apiTokens.loadFailed')} error={tokens.error} retryLabel={t('apiTokens.retry')} onRetry={() => tokens.refetch()} />}
      {tokens.isSuccess && tokens.data.items.length === 0 && <p className="api-tokens__empty">{t('apiTokens.empty')}</p>}
      {tokens.isSuccess && tokens.data.items.length > 0 && (
        <>
          <p className="api-tokens__count">{t('apiTokens.count', { count: tokens.data.items.length, maximo: tokens.data.maximo })}</p>
          <ul className="api-tokens__list">
            {tokens.data.items.map((token) => (
              <li key={token.id} className="api-tokens__item">
                <TokenRow
                  token={token}
                  onRevoke={() => {
                    revoke.reset();
                    setRevoked(null);
                    setRevoking(token);
                  }}
                />
                {revoking?.id === token.id && (
                  <ConfirmPanel
                    title={t('apiTokens.revoke.title', { nome: token.nome })}
                    description={
                      <>
                        <p>{t('apiTokens.revoke.description')}</p>
                        {revoke.isError && <ErrorAlert error={revoke.error} />}
                      </>
                    }
                    confirmLabel={t('apiTokens.revoke.confirm')}
                    cancelLabel={t('apiTokens.revoke.cancel')}
                    pending={revoke.isPending}
                    onConfirm={confirmRevoke}
                    onCancel={() => setRevoking(null)}
                  />
                )}
              </li>
            ))}
          </ul>
        </>
      )}

      {canCreate && (
        <CreateTokenForm
          onCreated={(token) => {
            setRevoked(null);
            setCreated(token);
          }}
        />
      )}
      {plan.isSuccess && !canCreate && <TokensUpgrade />}
    </section>
  );
}

function TokensUpgrade() {
  const { t } = useTranslation();
  return (
    <div className="api-tokens__upgrade card stack">
      <h3>{t('apiTokens.pro.title')}</h3>
      <p>{t('apiTokens.pro.body')}</p>
      <p>
        <Link className="button button--primary" to={PRICING_PATH}>
          {t('apiTokens.pro.link')}
        </Link>
      </p>
    </div>
  );
}

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  const { t } = useTranslation();
  return (
    <article className="api-tokens__row" aria-label={token.nome}>
      <div className="api-tokens__details">
        <h3 className="api-tokens__name">{token.nome}</h3>
        <p className="api-tokens__meta">
          {t('apiTokens.item.criadoEm', { data: formatDateTime(token.criadoEm) })}
          {' · '}
          {token.ultimoUsoEm ? t('apiTokens.item.ultimoUso', { data: formatDateTime(token.ultimoUsoEm) }) : t('apiTokens.item.nuncaUsado')}
        </p>
        <ul className="api-tokens__scopes" aria-label={t('apiTokens.item.escopos')}>
          {token.escopos.map((scope) => (
            <li key={scope} className="api-tokens__scope">
              {t(`apiTokens.scopes.${SCOPE_KEY[scope]}`)}
            </li>
          ))}
        </ul>
      </div>
      <Button variant="secondary" aria-label={t('apiTokens.item.revokeLabel', { nome: token.nome })} onClick={onRevoke}>
        {t('apiTokens.item.revoke')}
      </Button>
    </article>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (token: CreatedApiToken) => void }) {
  const { t } = useTranslation();
  const formTitleId = useId();
  const scopesId = useId();
  const mutation = useCreateApiTokenMutation();
  const schema = useMemo(() => tokenFormSchema(), []);
  const { register, handleSubmit, formState, setError, reset } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { nome: '', escopos: [] },
  });

  const send = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (token) => {
        reset();
        onCreated(token);
      },
      onError: (error) => void showErrorOnFields(error, setError, {}, FIELDS),
    }),
  );
  const fieldErrorShown = mutation.isError && FIELDS.some((name) => formState.errors[name]?.type === 'server');
  const scopesError = formState.errors.escopos?.message;

  return (
    <form className="api-tokens__form stack" noValidate onSubmit={send} aria-labelledby={formTitleId}>
      <h3 id={formTitleId}>{t('apiTokens.form.title')}</h3>
      {mutation.isError && !fieldErrorShown && <ErrorAlert error={mutation.error} />}
      <TextField label={t('apiTokens.form.nome')} hint={t('apiTokens.form.nomeHint')} maxLength={60} autoComplete="off" error={formState.errors.nome?.message} {...register('nome')} />
      <fieldset className="field field--choices" aria-invalid={scopesError ? true : undefined} aria-describedby={scopesError ? `${scopesId}-error` : undefined}>
        <legend className="field__label">{t('apiTokens.form.escopos')}</legend>
        {API_TOKEN_SCOPES.map((scope) => (
          <div className="checkbox" key={scope}>
            <input id={`${scopesId}-${SCOPE_KEY[scope]}`} type="checkbox" value={scope} aria-describedby={`${scopesId}-${SCOPE_KEY[scope]}-hint`} {...register('escopos')} />
            <label htmlFor={`${scopesId}-${SCOPE_KEY[scope]}`}>{t(`apiTokens.scopes.${SCOPE_KEY[scope]}`)}</label>
            <span className="field__hint" id={`${scopesId}-${SCOPE_KEY[scope]}-hint`}>
              {t(`apiTokens.scopeHints.${SCOPE_KEY[scope]}`)}
            </span>
          </div>
        ))}
        {scopesError && (
          <p className="field__error" id={`${scopesId}-error`} role="alert">
            {scopesError}
          </p>
        )}
      </fieldset>
      <div>
        <Button type="submit" loading={mutation.isPending}>
          {t('apiTokens.form.submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The new token, the one time the API gives it: a warning, a copy button (the text gets
 * selected when the clipboard is refused) and "Já copiei". It takes the focus when it appears,
 * so a screen reader reads the warning first.
 */
