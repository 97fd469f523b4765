import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * "Feito com Sorteios" under a giveaway's public pages. The API says whether to show it
 * (`rodape`): a Pro creator's plan removes it.
 */
export function MadeWithSorteios({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
  if (!shown) return null;
  return (
    <p className="made-with">
      {t('giveaways.madeWith.text')} <Link to="/">{t('giveaways.madeWith.brand')}</Link> — {t('giveaways.madeWith.tagline')}
    </p>
  );
}
