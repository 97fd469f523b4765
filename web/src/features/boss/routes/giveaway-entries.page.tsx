import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button.component';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminEntriesQuery } from '../api/list-entries.api';
import { when } from '../components/boss-format';
import { ListState } from '../components/list-state.component';
import '../boss.css';

/** /boss/sorteios/:id/inscricoes — every registration of a giveaway, in the order they came. */
export function GiveawayEntriesPage() {
  const { t } = useTranslation();
  usePageTitle(t('moderation.boss.entries.title'));
  const { id = '' } = useParams();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const entries = useAdminEntriesQuery(id, q);
  const items = entries.data?.pages.flatMap((p) => p.items) ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(search);
  };

  return (
    <section className="stack" aria-labelledby="entries-title">
      <p>
        <Link to={`/boss/sorteios/${id}/historico`}>{t('moderation.boss.entries.back')}</Link>
      </p>
      <h1 id="entries-title">{t('moderation.boss.entries.title')}</h1>
      <p>{t('moderation.boss.entries.intro')}</p>
      <form role="search" className="boss-toolbar" onSubmit={submit}>
        <div className="field boss-toolbar__grow">
          <label className="field__label" htmlFor={searchId}>
            {t('moderation.boss.entries.search')}
          </label>
          <input id={searchId} className="field__input" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <Button type="submit" variant="secondary">
          {t('moderation.boss.common.search')}
        </Button>
      </form>
      <ListState query={entries} empty={items.length === 0} emptyText={t('moderation.boss.entries.empty')}>
        <div className="table-scroll" role="region" aria-label={t('common.tableRegion', { name: t('moderation.boss.entries.title') })} tabIndex={0}>
          <table className="boss-table">
            <thead>
              <tr>
                <th scope="col">{t('moderation.boss.entries.nome')}</th>
                <th scope="col">{t('moderation.boss.entries.email')}</th>
                <th scope="col">{t('moderation.boss.entries.username')}</th>
                <th scope="col">{t('moderation.boss.entries.when')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((entry) => (
                <tr key={entry.id}>
                  <td>{entry.nome}</td>
                  <td>{entry.email}</td>
                  <td>@{entry.username}</td>
                  <td>{when(entry.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
    </section>
  );
}
