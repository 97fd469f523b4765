import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Giveaway } from '@sorteios/api-contract';
import { Button } from '../../../components/ui/button.component';
import { ConfirmPanel } from '../../../components/ui/confirm-panel.component';
import { ErrorAlert } from '../../../components/ui/error-alert.component';
import { TextField } from '../../../components/ui/text-field.component';
import { isPlanRefusal } from '../../../lib/api-error';
import { authedRequest } from '../../../lib/authed-request';
import { showErrorOnFields } from '../../../lib/form-errors';
import { apiMessage } from '../api/api-message';
import { myGiveawayKey, myGiveawaysKey } from '../api/creator-query-keys';
import { DrawPanelResult, type DrawnPerson } from './draw-panel-result.component';
import { EarlyDrawWarning } from './early-draw-warning.component';

interface DrawRequest {
  quantidade: number;
  suplentes: number;
  /** Replacements the draw allows, fixed in the receipt; left out: one per winner. */
  maxSubstituicoes?: number;
}

interface DrawAnswer {
  vencedores: Array<{ entryId: string; nome: string; email: string | null }>;
  suplentes: Array<{ entryId: string; nome: string; email: string }>;
}

/** POST /api/giveaways/:id/draw — once only; a second try answers 409 GIVEAWAY_ALREADY_DRAWN. */
export function drawGiveaway(id: string, body: DrawRequest): Promise<DrawAnswer> {
  return authedRequest<DrawAnswer>(`/api/giveaways/${encodeURIComponent(id)}/draw`, { method: 'POST', body });
}

const toPeople = (list: DrawAnswer['vencedores']): DrawnPerson[] => list.map(({ entryId, nome, email }) => ({ id: entryId, nome, email }));

/**
 * The draw, for the creator: the form while entries are closed (Encerrado), the result once
 * drawn (Realizado). Alternates are only known from the draw's own answer, so they show
 * right after drawing; later the giveaway carries only the winners.
 */
export function DrawPanel({ giveaway }: { giveaway: Giveaway }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<DrawRequest | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [result, setResult] = useState<{ winners: DrawnPerson[]; alternates: DrawnPerson[] } | null>(null);
  const schema = useMemo(
    () =>
      z.object({
        quantidade: z.number({ error: t('creator.draw.quantidadeInvalid') }).int(t('creator.draw.quantidadeInvalid')).min(1, t('creator.draw.quantidadeInvalid')),
        suplentes: z.number({ error: t('creator.draw.suplentesInvalid') }).int(t('creator.draw.suplentesInvalid')).min(0, t('creator.draw.suplentesInvalid')),
        maxSubstituicoes: z
          .number({ error: t('creator.draw.maxSubstituicoesInvalid') })
          .int(t('creator.draw.maxSubstituicoesInvalid'))
          .min(0, t('creator.draw.maxSubstituicoesInvalid'))
          .optional(),
      }),
    [t],
  );
  const { register, handleSubmit, setError, formState } = useForm<DrawRequest>({
    resolver: zodResolver(schema),
    defaultValues: { quantidade: giveaway.numeroVencedores, suplentes: 0 },
  });
  const draw = useMutation({
    mutationFn: (body: DrawRequest) => drawGiveaway(giveaway.id, body),
    onSuccess: (answer) => {
      setResult({ winners: toPeople(answer.vencedores), alternates: toPeople(answer.suplentes) });
      void queryClient.invalidateQueries({ queryKey: myGiveawayKey(giveaway.id) });
      void queryClient.invalidateQueries({ queryKey: myGiveawaysKey });
    },
    onError: (error) => {
      if (isPlanRefusal(error) || !showErrorOnFields(error, setError, {}, ['quantidade', 'suplentes', 'maxSubstituicoes'])) setFailure({ error });
    },
    onSettled: () => setPending(null),
  });

  if (result) return <DrawPanelResult giveawayId={giveaway.id} winners={result.winners} alternates={result.alternates} />;
  if (giveaway.status === 'Realizado') return <DrawPanelResult giveawayId={giveaway.id} />;
  if (giveaway.status !== 'Encerrado') return null;

  return (
    <section className="stack" aria-labelledby="draw-panel-title">
      <h2 id="draw-panel-title">{t('creator.draw.title')}</h2>
      {failure && <ErrorAlert error={failure.error} message={apiMessage(failure.error)} />}
      <form
        className="stack"
        noValidate
        onSubmit={handleSubmit((values) => {
          setFailure(null);
          setPending(values);
        })}
      >
        <TextField label={t('creator.draw.quantidade')} type="number" min={1} step={1} error={formState.errors.quantidade?.message} {...register('quantidade', { valueAsNumber: true })} />
        <TextField label={t('creator.draw.suplentes')} type="number" min={0} step={1} error={formState.errors.suplentes?.message} {...register('suplentes', { valueAsNumber: true })} />
        <TextField
          label={t('creator.draw.maxSubstituicoes')}
          hint={t('creator.draw.maxSubstituicoesHint')}
          type="number"
          min={0}
          step={1}
          error={formState.errors.maxSubstituicoes?.message}
          // Blank: the server's default (one per winner), so the field is left out of the request.
          {...register('maxSubstituicoes', { setValueAs: (value: string) => (value === '' ? undefined : Number(value)) })}
        />
        <div className="button-row">
          <Button type="submit" disabled={pending !== null}>
            {t('creator.draw.submit')}
          </Button>
        </div>
      </form>
      {pending && (
        <ConfirmPanel
          title={t('creator.draw.confirmTitle')}
          description={
            <>
              <p>{t('creator.draw.confirmBody')}</p>
              <EarlyDrawWarning dataSorteio={giveaway.dataSorteio} />
            </>
          }
          confirmLabel={t('creator.draw.confirm')}
          cancelLabel={t('creator.draw.keep')}
          pending={draw.isPending}
          onCancel={() => setPending(null)}
          onConfirm={() => draw.mutate(pending)}
        />
      )}
    </section>
  );
}
