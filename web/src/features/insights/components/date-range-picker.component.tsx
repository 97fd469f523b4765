import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.component';
import { TextField } from '../../../components/ui/text-field.component';
import type { DayRange } from '../../../lib/calendar-day';
import { rangeProblem } from './date-range';

interface DateRangePickerProps {
  value: DayRange;
  onApply: (range: DayRange) => void;
}

/**
 * "De" and "Até" and an apply button: the report changes only when the period is applied,
 * and a period the API would refuse (inverted, too long) is explained here instead of sent.
 * Give it `key={de + ate}` so it shows the period in effect after back/forward.
 */
export function DateRangePicker({ value, onApply }: DateRangePickerProps) {
  const { t } = useTranslation();
  const [de, setDe] = useState(value.de);
  const [ate, setAte] = useState(value.ate);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const describedBy = problem ? problemId : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { de, ate };
    const found = rangeProblem(next);
    setProblem(found);
    if (!found) onApply(next);
  };

  return (
    <form className="insights-range" onSubmit={submit} noValidate aria-label={t('insights.range.legend')}>
      <TextField type="date" label={t('insights.range.de')} value={de} onChange={(e) => setDe(e.target.value)} describedBy={describedBy} />
      <TextField type="date" label={t('insights.range.ate')} value={ate} onChange={(e) => setAte(e.target.value)} describedBy={describedBy} />
      <Button type="submit" variant="secondary">
        {t('insights.range.apply')}
      </Button>
      {problem && (
        <p className="field__error insights-range__error" id={problemId} role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
