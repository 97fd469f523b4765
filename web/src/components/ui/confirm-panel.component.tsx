import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button.component';
import './confirm-panel.css';

interface ConfirmPanelProps {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  pending?: boolean;
  /** Extra inputs, such as an optional reason. */
  children?: ReactNode;
}

/**
 * An inline confirmation for a destructive action. It takes the focus when it opens (so a
 * screen reader reads the question), Escape backs out, and the focus returns to whatever
 * opened it when it closes.
 */
export function ConfirmPanel({ title, description, confirmLabel, cancelLabel, onConfirm, onCancel, pending = false, children }: ConfirmPanelProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    return () => opener?.focus();
  }, []);

  return (
    <div
      ref={panel}
      className="confirm-panel"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !pending) onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <div id={descriptionId}>{description}</div>
      {children}
      <div className="confirm-panel__actions">
        <Button loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" disabled={pending} onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </div>
  );
}
