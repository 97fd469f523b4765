interface SpinnerProps {
  /** Announced text; without it the spinner is decoration next to text that already says it. */
  label?: string;
}

export function Spinner({ label }: SpinnerProps) {
  if (!label) return <span className="spinner" aria-hidden="true" />;
  return (
    <span className="spinner-block" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </span>
  );
}
