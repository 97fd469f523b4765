import { useTranslation } from 'react-i18next';
import type { PasswordPolicy } from '../api/password-policy.api';
import { passwordRules } from './password-rules';

interface PasswordChecklistProps {
  id: string;
  policy: PasswordPolicy;
  password: string;
}

/** The password requirements, each ticked as the user types; the input points here (aria-describedby). */
export function PasswordChecklist({ id, policy, password }: PasswordChecklistProps) {
  const { t } = useTranslation();
  return (
    <div className="checklist" id={id}>
      <p className="checklist__title">{t('auth.policy.title')}</p>
      <ul>
        {passwordRules(policy).map((rule) => {
          const met = rule.isMet(password);
          return (
            <li key={rule.key} className={met ? 'checklist__item checklist__item--met' : 'checklist__item'} data-met={met}>
              <span aria-hidden="true">{met ? '✓' : '○'}</span> {rule.label}
              <span className="visually-hidden"> ({met ? t('auth.policy.met') : t('auth.policy.unmet')})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
