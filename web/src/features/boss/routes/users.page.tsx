import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { AdminUser } from '@sorteios/api-contract';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { usePageTitle } from '../../../lib/use-page-title';
import { type AccessChange, useChangeAccessMutation } from '../api/change-access.api';
import { useAdminUsersQuery } from '../api/list-users.api';
import { when } from '../components/boss-format';
import { ListState } from '../components/list-state.component';
import { PlanHistory } from '../components/plan-history.component';
import { ReasonConfirm } from '../components/reason-confirm.component';
import '../boss.css';

/** /boss/usuarios — find an account; grant or remove Pro, admin, verified; disable or re-enable it; see its plan history. */
export function UsersPage() {
  const { t } = useTranslation();
  usePageTitle(t('moderation.boss.users.title'));
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [search, setSearch] = useState(q);
  const users = useAdminUsersQuery(q);
  const items = users.data?.pages.flatMap((p) => p.items) ?? [];
  const [done, setDone] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(search.trim() ? { q: search.trim() } : {}, { replace: true });
  };

  return (
    <section className="stack" aria-labelledby="boss-users-title">
      <h1 id="boss-users-title">{t('moderation.boss.users.title')}</h1>
      <form role="search" className="boss-toolbar" onSubmit={submit}>
        <div className="field boss-toolbar__grow">
          <label className="field__label" htmlFor={searchId}>
            {t('moderation.boss.users.search')}
          </label>
          <input id={searchId} className="field__input" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <Button type="submit" variant="secondary">
          {t('moderation.boss.common.search')}
        </Button>
      </form>
      {done && <Alert tone="success">{done}</Alert>}
      <ListState query={users} empty={items.length === 0} emptyText={t('moderation.boss.users.empty')}>
        <ul className="boss-list">
          {items.map((user) => (
            <UserItem key={user.id} user={user} onDone={setDone} />
          ))}
        </ul>
      </ListState>
    </section>
  );
}

type Role = 'isPro' | 'isAdmin' | 'verified';
const ROLES: Array<[Role, 'pro' | 'admin' | 'verified']> = [
  ['isPro', 'pro'],
  ['isAdmin', 'admin'],
  ['verified', 'verified'],
];

function UserItem({ user, onDone }: { user: AdminUser; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const change = useChangeAccessMutation();
  const [pending, setPending] = useState<{ label: string; change: AccessChange } | null>(null);
  const ask = (label: string, access: AccessChange) => {
    change.reset();
    setPending({ label, change: access });
  };

  return (
    <li className="boss-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="boss-card__title">
        @{user.username} · {user.nome}
      </h2>
      <p className="boss-card__meta">
        {user.email} · {t('moderation.boss.users.since', { date: when(user.createdAt) })}
      </p>
      <p className="boss-card__meta">
        {ROLES.filter(([flag]) => user[flag]).map(([, key]) => (
          <span key={key} className="report-status">
            {t(`moderation.boss.users.${key}`)}
          </span>
        ))}{' '}
        {user.disabled && <span className="report-status report-status--suspenso">{t('moderation.boss.users.disabledBadge')}</span>}
      </p>
      {!pending && (
        <div className="boss-card__actions" role="group" aria-label={t('moderation.boss.users.roles', { username: user.username })}>
          {ROLES.map(([flag, key]) => {
            const papel = t(`moderation.boss.users.${key}`);
            const label = user[flag] ? t('moderation.boss.users.revoke', { papel }) : t('moderation.boss.users.grant', { papel });
            return (
              <Button key={flag} variant="secondary" onClick={() => ask(label, { [flag]: !user[flag] })}>
                {label}
              </Button>
            );
          })}
          {user.disabled ? (
            <Button variant="secondary" onClick={() => ask(t('moderation.boss.users.enable'), { disabled: false })}>
              {t('moderation.boss.users.enable')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => ask(t('moderation.boss.users.disable'), { disabled: true })}>
              {t('moderation.boss.users.disable')}
            </Button>
          )}
        </div>
      )}
      {pending && (
        <ReasonConfirm
          title={t('moderation.boss.users.changeTitle', { acao: pending.label, username: user.username })}
          description={t('moderation.boss.users.changeBody')}
          confirmLabel={t('moderation.boss.users.confirm')}
          pending={change.isPending}
          error={change.error}
          onCancel={() => setPending(null)}
          onConfirm={(motivo) =>
            change.mutate(
              { id: user.id, change: pending.change, motivo },
              {
                onSuccess: () => {
                  onDone(t('moderation.boss.users.done', { username: user.username }));
                  setPending(null);
                },
              },
            )
          }
        />
      )}
      <PlanHistory userId={user.id} username={user.username} />
    </li>
  );
}
