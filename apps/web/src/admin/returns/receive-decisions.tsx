import {
  RETURN_LINE_OUTCOME_LABELS,
  WRITE_OFF_REASON_MAX,
  type AdminReturn,
  type ReturnLineOutcome,
} from '@terracraft/shared/returns';

export interface ReceiveDecision {
  outcome: ReturnLineOutcome;
  /** Why it is written off; required for a write-off. */
  reason: string;
}

/**
 * What becomes of each item of a return as it comes back: restocked, or written off and why. A
 * missing reason is shown once staff have tried to confirm (`checked`).
 */
export function ReceiveDecisions({
  lines,
  decisions,
  checked,
  missingReason,
  onDecide,
}: {
  lines: AdminReturn['lines'];
  /** By line position. */
  decisions: Record<number, ReceiveDecision>;
  checked: boolean;
  missingReason(position: number): boolean;
  onDecide(position: number, change: Partial<ReceiveDecision>): void;
}) {
  return (
    <>
      {lines.map((line) => {
        const decision = decisions[line.position];
        const reasonId = `write-off-reason-${line.position}`;
        const errorId = `${reasonId}-error`;
        const showError = checked && missingReason(line.position);
        return (
          <fieldset key={line.position} className="mt-3 rounded-lg border border-clay-100 p-3">
            <legend className="px-1 text-sm font-semibold text-clay-900">
              {line.name} × {line.quantity}
            </legend>
            <div className="flex flex-wrap gap-4 text-sm">
              {(['restock', 'write-off'] as const).map((outcome) => (
                <label key={outcome} className="inline-flex items-center gap-2">
                  <input
                    type="radio"
                    name={`outcome-${line.position}`}
                    value={outcome}
                    checked={decision?.outcome === outcome}
                    onChange={() => onDecide(line.position, { outcome })}
                  />
                  {RETURN_LINE_OUTCOME_LABELS[outcome]}
                </label>
              ))}
            </div>
            {decision?.outcome === 'write-off' ? (
              <label htmlFor={reasonId} className="mt-2 block text-sm font-semibold text-clay-800">
                Why it is written off
                <input
                  id={reasonId}
                  value={decision.reason}
                  onChange={(event) => onDecide(line.position, { reason: event.target.value })}
                  maxLength={WRITE_OFF_REASON_MAX}
                  required
                  aria-invalid={showError || undefined}
                  aria-describedby={showError ? errorId : undefined}
                  className="field mt-1"
                />
              </label>
            ) : null}
            {showError ? (
              <p id={errorId} className="mt-1 text-sm text-red-700">
                Say why the item is written off.
              </p>
            ) : null}
          </fieldset>
        );
      })}
    </>
  );
}
