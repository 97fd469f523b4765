import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { sanitizeHtml } from './sanitize-html';

interface PageContentProps {
  html: string;
  className?: string;
}

/**
 * A page's HTML, sanitised in the browser before it reaches the DOM. Links to this site
 * stay inside the app (no full reload); links elsewhere behave as links.
 */
export function PageContent({ html, className = 'page-content' }: PageContentProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const navigate = useNavigate();

  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    if (!link?.href) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };

  // Inert by construction: sanitised just above, and React never runs scripts set this way.
  return <div className={className} onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: clean }} />;
}
