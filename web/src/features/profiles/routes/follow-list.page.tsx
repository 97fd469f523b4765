import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import { Button } from '../../../components/ui/button.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { usePageTitle } from '../../../lib/use-page-title';
import { useFollowListQuery, type FollowListKind } from '../api/list-follows.api';
import { isUserNotFound } from '../api/user-not-found';
import { LoadError } from '../components/load-error.component';
import { ProfileList } from '../components/profile-list.component';
import { ProfileNotFound } from '../components/profile-not-found.component';
import { useLogFailure } from '../components/use-log-failure';
import '../components/profiles.css';
import type { profileParamsLoader } from './profile-params.loader';

const TEXTS: Record<FollowListKind, { title: string; empty: string }> = {
  followers: { title: 'profiles.lists.followersTitle', empty: 'profiles.lists.followersEmpty' },
  following: { title: 'profiles.lists.followingTitle', empty: 'profiles.lists.followingEmpty' },
};

/** /:username/seguidores and /:username/seguindo. */
export function FollowListPage({ kind }: { kind: FollowListKind }) {
  const { username } = useLoaderData<typeof profileParamsLoader>();
  if (username === null) return <ProfileNotFound />;
  return <FollowList key={username.toLowerCase()} username={username} kind={kind} />;
}

export const FollowersPage = () => <FollowListPage kind="followers" />;
export const FollowingPage = () => <FollowListPage kind="following" />;

function FollowList({ username, kind }: { username: string; kind: FollowListKind }) {
  const { t } = useTranslation();
  const query = useFollowListQuery(username, kind);
  const people = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const texts = TEXTS[kind];
  const title = t(texts.title, { username });
  usePageTitle(title);
  useLogFailure(isUserNotFound(query.error) ? null : query.error, `${kind} of @${username}`);

  let body;
  if (query.isError && people.length === 0) {
    if (isUserNotFound(query.error)) return <ProfileNotFound />;
    body = <LoadError title={t('profiles.lists.loadFailed')} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  } else if (!query.data) body = <Spinner label={t('profiles.lists.loading')} />;
  else if (people.length === 0 && !query.hasNextPage) body = <p>{t(texts.empty, { username })}</p>;
  else {
    body = (
      <>
        <ProfileList profiles={people} labelledBy="follow-list-title" />
        {query.isFetchNextPageError && (
          <LoadError title={t('profiles.lists.moreFailed')} error={query.error} onRetry={() => void query.fetchNextPage()} />
        )}
        {query.hasNextPage && !query.isFetchNextPageError && (
          <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {t('profiles.lists.loadMore')}
          </Button>
        )}
      </>
    );
  }

  return (
    <section className="stack profile" aria-labelledby="follow-list-title">
      <header className="stack">
        <h1 id="follow-list-title">{title}</h1>
        <Link to={`/${username}`}>{t('profiles.lists.backToProfile', { username })}</Link>
      </header>
      {body}
    </section>
  );
}
