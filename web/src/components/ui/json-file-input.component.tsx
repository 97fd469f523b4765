import { useId } from 'react';

// FileReader rather than Blob.text(): older Safari and jsdom lack the latter.
function readTextFile(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

interface JsonFileInputProps {
  label: string;
  /** The chosen file's text and name; the input is cleared, so the same file can be chosen again. */
  onText: (text: string, name: string) => void;
  /** The file could not be read. */
  onUnreadable: () => void;
}

/** A labelled file input for a JSON file (a receipt, a kept commitment), handing over its text. */
export function JsonFileInput({ label, onText, onUnreadable }: JsonFileInputProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="application/json,.json"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void readTextFile(file).then((text) => onText(text, file.name), onUnreadable);
        }}
      />
    </div>
  );
}
