import { useEffect } from 'react';
import { i18n } from '../i18n/i18n';

/** Screen readers announce the document title on navigation, so every screen sets one. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${i18n.t('common.appName')}`;
  }, [title]);
}
