import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { AdminGiveaway, GiveawayStatus } from '@sorteios/api-contract';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { GiveawayStatusBadge } from '../../../components/ui/giveaway-status-badge.component';
import { GIVEAWAY_STATUSES } from '../../../lib/giveaway-types';
import { usePageTitle } from '../../../lib/use-page-title';
import { type GiveawayFilters, useAdminGiveawaysQuery } from '../api/list-giveaways.api';
import { type GiveawayAction, useModerateGiveawayMutation } from '../api/moderate-giveaway.api';
import { when } from '../components/boss-format';
import { ListState } from '../components/list-state.component';
import { ReasonConfirm } from '../components/reason-confirm.component';
import '../boss.css';

const yesNo = (value: string | null) => (value === 'true' || value === 'false' ? value : null);

/** /boss/sorteios — every giveaway, filters in the address, and suspend / reinstate / delete with a reason. */
export function GiveawaysPage() {
  const { t } = useTranslation();
  usePageTitle(t('moderation.boss.giveaways.title'));
  const ids = { q: useId(), status: useId(), reported: useId(), suspended: useId() };
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filters: GiveawayFilters = {
    status: GIVEAWAY_STATUSES.includes(status as GiveawayStatus) ? (status as GiveawayStatus) : null,
    reported: yesNo(params.get('reported')),
    suspended: yesNo(params.get('suspended')),
    q: params.get('q') ?? '',
  };
  const [search, setSearch] = useState(filters.q);
  const giveaways = useAdminGiveawaysQuery(filters);
  const items = giveaways.data?.pages.flatMap((p) => p.items) ?? [];
  const [done, setDone] = useState<string | null>(null);

  const setFilter = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilter('q', search.trim());
  };

  const select = (id: string, label: string, name: string, value: string | null, options: Array<[string, string]>) => (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__input" value={value ?? ''} onChange={(event) => setFilter(name, event.target.value)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section className="stack" aria-labelledby="boss-giveaways-title">
      <h1 id="boss-giveaways-title">{t('moderation.boss.giveaways.title')}</h1>
      <form role="search" className="boss-toolbar" onSubmit={submitSearch}>
        <div className="field boss-toolbar__grow">
          <label className="field__label" htmlFor={ids.q}>
            {t('moderation.boss.giveaways.search')}
          </label>
          <input id={ids.q} className="field__input" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <Button type="submit" variant="secondary">
          {t('moderation.boss.common.search')}
        </Button>
      </form>
      <div className="boss-toolbar" role="group" aria-label={t('moderation.boss.common.filters')}>
        {select(ids.status, t('moderation.boss.giveaways.status'), 'status', filters.status, [['', t('moderation.boss.common.all')], ...GIVEAWAY_STATUSES.map((s): [string, string] => [s, t(`common.status.${s}`)])])}
        {select(ids.reported, t('moderation.boss.giveaways.reported'), 'reported', filters.reported, [
          ['', t('moderation.boss.giveaways.reportedAny')],
          ['true', t('moderation.boss.giveaways.reportedYes')],
          ['false', t('moderation.boss.giveaways.reportedNo')],
        ])}
        {select(ids.suspended, t('moderation.boss.giveaways.suspended'), 'suspended', filters.suspended, [
          ['', t('moderation.boss.giveaways.suspendedAny')],
          ['true', t('moderation.boss.giveaways.suspendedYes')],
          ['false', t('moderation.boss.giveaways.suspendedNo')],
        ])}
      </div>
      {done && <Alert tone="success">{done}</Alert>}
      <ListState query={giveaways} empty={items.length === 0} emptyText={t('moderation.boss.giveaways.empty')}>
        <ul className="boss-list">
          {items.map((g) => (
            <GiveawayItem key={g.id} giveaway={g} onDone={setDone} />
          ))}
        </ul>
      </ListState>
    </section>
  );
}

function GiveawayItem({ giveaway: g, onDone }: { giveaway: AdminGiveaway; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const moderate = useModerateGiveawayMutation();
  const [action, setAction] = useState<GiveawayAction | null>(null);
  const headingId = useId();
  const confirm = {
    suspend: [t('moderation.boss.giveaways.confirmSuspend', { titulo: g.titulo }), t('moderation.boss.giveaways.confirmSuspendBody'), t('moderation.boss.giveaways.suspend')],
    reinstate: [t('moderation.boss.giveaways.confirmReinstate', { titulo: g.titulo }), t('moderation.boss.giveaways.confirmReinstateBody'), t('moderation.boss.giveaways.reinstate')],
    delete: [t('moderation.boss.giveaways.confirmDelete', { titulo: g.titulo }), t('moderation.boss.giveaways.confirmDeleteBody'), t('moderation.boss.giveaways.delete')],
  } as const;

  return (
    <li className="boss-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="boss-card__title">
        {g.titulo}
      </h2>
      <p className="boss-card__meta">
        <GiveawayStatusBadge status={g.status} /> {g.suspenso && <span className="report-status report-status--suspenso">{t('moderation.boss.giveaways.suspendedBadge')}</span>}{' '}
        {g.criador && t('moderation.boss.giveaways.by', { username: g.criador.username })} · {t('moderation.boss.giveaways.created', { date: when(g.createdAt) })} ·{' '}
        {t('moderation.boss.giveaways.entries', { count: g.inscritosCount })}
        {g.denuncias > 0 && <> · {t('moderation.boss.giveaways.reports', { count: g.denuncias, open: g.denunciasAbertas })}</>}
      </p>
      {g.suspensao && <p className="boss-card__text">{t('moderation.boss.giveaways.suspendedBecause', { motivo: g.suspensao.motivo })}</p>}
      <div className="boss-card__actions">
        <Link to={`/boss/sorteios/${g.id}/historico`}>{t('moderation.boss.giveaways.trail')}</Link>
        <Link to={`/boss/sorteios/${g.id}/inscricoes`}>{t('moderation.boss.giveaways.entriesLink')}</Link>
        <Link to={`/sorteio/${g.id}`}>{t('moderation.boss.giveaways.publicPage')}</Link>
        {!action && (
          <>
            <Button variant="secondary" onClick={() => setAction(g.suspenso ? 'reinstate' : 'suspend')}>
              {g.suspenso ? t('moderation.boss.giveaways.reinstate') : t('moderation.boss.giveaways.suspend')}
            </Button>
            <Button variant="secondary" onClick={() => setAction('delete')}>
              {t('moderation.boss.giveaways.delete')}
            </Button>
          </>
        )}
      </div>
      {action && (
        <ReasonConfirm
          title={confirm[action][0]}
          description={confirm[action][1]}
          confirmLabel={confirm[action][2]}
          pending={moderate.isPending}
          error={moderate.error}
          onCancel={() => {
            moderate.reset();
            setAction(null);
          }}
          onConfirm={(motivo) =>
            moderate.mutate(
              { id: g.id, action, motivo },
              {
                onSuccess: () => {
                  onDone(t(`moderation.boss.giveaways.done.${action}`, { titulo: g.titulo }));
                  setAction(null);
                },
              },
            )
          }
        />
      )}
    </li>
  );
}
