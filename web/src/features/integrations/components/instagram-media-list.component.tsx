import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed.component';
import { Spinner } from '../../../components/ui/spinner.component';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format-number';
import { formatSaoPauloDate } from '../../../lib/sao-paulo-time';
import { useInstagramMediaQuery } from '../api/instagram-media.api';
import { ConnectButton } from './instagram-connect-button.component';
import { Alert } from '../../../components/ui/alert.component';

/** Refusals only a new connection cures: the token expired or was revoked, or a permission was not granted. */
const RECONNECT_CODES = new Set(['INSTAGRAM_TOKEN_EXPIRED', 'INSTAGRAM_PERMISSION_MISSING']);

/** The connected account's latest posts, each with its comment count and a link to it on Instagram. */
export function InstagramMediaList() {
  const { t } = useTranslation();
  const titleId = useId();
  const media = useInstagramMediaQuery(true);

  let body;
  if (media.isPending) body = <Spinner label={t('instagram.media.loading')} />;
  else if (media.isError && media.error instanceof ApiError && RECONNECT_CODES.has(media.error.code))
    body = (
      <>
        <Alert>{errorMessage(media.error)}</Alert>
        <ConnectButton label={t('instagram.media.reconnect')} />
      </>
    );
  else if (media.isError) body = <LoadFailed failed={t('instagram.media.failed')} error={media.error} retryLabel={t('instagram.section.retry')} onRetry={media.refetch} />;
  else if (media.data.length === 0) body = <p>{t('instagram.media.empty')}</p>;
  else
    body = (
      <ul className="instagram-media" aria-label={t('instagram.media.listLabel')}>
        {media.data.map((post) => (
          <li key={post.id} className="instagram-media__item card">
            <p className="instagram-media__caption">{post.caption?.trim() || t('instagram.media.noCaption')}</p>
            <p className="instagram-media__meta">
              <span>{formatSaoPauloDate(post.timestamp)}</span>
              <span>{t('instagram.media.comments', { count: post.commentsCount, formatted: formatNumber(post.commentsCount) })}</span>
              <a href={post.permalink} target="_blank" rel="noopener noreferrer" aria-label={t('instagram.media.openLabel', { caption: post.caption?.trim() || t('instagram.media.noCaption') })}>
                {t('instagram.media.open')}
              </a>
            </p>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="stack" aria-labelledby={titleId} role="group">
      <h3 id={titleId}>{t('instagram.media.title')}</h3>
      {body}
    </div>
  );
}
