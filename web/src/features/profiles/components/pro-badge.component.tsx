import { useTranslation } from 'react-i18next';

/** "Pro" next to a creator's name: the word itself is the label; the title says what it means. */
export function ProBadge() {
  const { t } = useTranslation();
  return (
    <span className="profile-pro" title={t('profiles.page.proTitle')}>
      {t('profiles.page.pro')}
    </span>
  );
}
