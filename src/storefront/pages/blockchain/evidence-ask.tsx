import { bc } from './blockchain-strings';
import { FileDrop } from './evidence-kit';

interface EvidenceAskProps {
  /** The number typed so far, the panel's heading, the field's label and its limits. */
  no: string;
  setNo: (value: string) => void;
  heading: string;
  label: string;
  placeholder: string;
  maxLength: number;
  numeric?: boolean;
  busy: boolean;
  onNo: () => void;
  onFile: (file: File) => void;
}

/** The two ways to ask the ledger, side by side: by a number, or by a file hashed in the browser. */
export function EvidenceAsk({
  no,
  setNo,
  heading,
  label,
  placeholder,
  maxLength,
  numeric,
  busy,
  onNo,
  onFile,
}: EvidenceAskProps) {
  return (
    <div class="sf-ev-ask">
      <form
        class="sf-panel sf-ev-box"
        onSubmit={(e) => {
          e.preventDefault();
          if (no.trim()) onNo();
        }}
      >
        <h2>{heading}</h2>
        <label class="sf-ev-field">
          <span>{label}</span>
          <input
            value={no}
            inputMode={numeric ? 'numeric' : undefined}
            maxLength={maxLength}
            placeholder={placeholder}
            onInput={(e) => setNo((e.target as HTMLInputElement).value)}
          />
        </label>
        <button class="sf-btn sf-btn--primary" type="submit" disabled={!no.trim() || busy}>
          {bc.search}
        </button>
      </form>
      <div class="sf-panel sf-ev-box">
        <h2>{bc.byFile}</h2>
        <FileDrop onFile={onFile} busy={busy} />
      </div>
    </div>
  );
}
