import { useTranslation } from 'react-i18next';
import { LayoutShell } from '../../components/layout/layout-shell.component';

/** The admins' moderation area. */
export function BossLayout() {
  const { t } = useTranslation();
  return (
    <LayoutShell
      area="boss"
      section={t('common.nav.admin')}
      nav={[
        { to: '/', label: t('common.nav.home') },
        { to: '/boss', label: t('moderation.boss.nav.home') },
        { to: '/boss/denuncias', label: t('moderation.boss.nav.reports') },
        { to: '/boss/sorteios', label: t('moderation.boss.nav.giveaways') },
        { to: '/boss/usuarios', label: t('moderation.boss.nav.users') },
        { to: '/boss/assinaturas', label: t('moderation.boss.nav.subscriptions') },
        { to: '/boss/recusas', label: t('moderation.boss.nav.refusals') },
        { to: '/boss/auditoria', label: t('moderation.boss.nav.audit') },
        { to: '/boss/insights', label: t('insights.nav.boss') },
        { to: '/boss/pages', label: t('common.nav.pages') },
        { to: '/boss/feedback', label: t('common.nav.feedback') },
      ]}
    />
  );
}
