import { useTranslation } from 'react-i18next';
import type { BillingCycle } from '@sorteios/api-contract';

export type { BillingCycle };

const CYCLES: BillingCycle[] = ['mensal', 'anual'];

interface BillingCycleToggleProps {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}

/** Mensal or Anual: two toggle buttons, the chosen one pressed (aria-pressed), named as a group. */
export function BillingCycleToggle({ value, onChange }: BillingCycleToggleProps) {
  const { t } = useTranslation();
  return (
    <div className="cycle-toggle" role="group" aria-label={t('plans.pricing.cycle')}>
      {CYCLES.map((cycle) => (
        <button key={cycle} type="button" className="cycle-toggle__button" aria-pressed={value === cycle} onClick={() => onChange(cycle)}>
          {t(cycle === 'mensal' ? 'plans.pricing.monthly' : 'plans.pricing.yearly')}
        </button>
      ))}
    </div>
  );
}
