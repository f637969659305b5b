import { useEffect, useId, useRef } from 'react';

/**
 * A small rich-text box (bold, heading, list) over contenteditable. The HTML goes to the
 * server, whose sanitizer decides what is kept; it is set once from `initial` (a re-render does
 * not move the caret).
 */
export function RichEditor({
  label,
  initial,
  onChange,
}: {
  label: string;
  initial: string;
  onChange: (html: string) => void;
}) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (box.current) box.current.innerHTML = initial;
  }, [initial]);
  const exec = (cmd: string, arg?: string) => {
    box.current?.focus();
    document.execCommand(cmd, false, arg);
    onChange(box.current?.innerHTML ?? '');
  };
  const tools: readonly (readonly [string, string, string?])[] = [
    ['加粗', 'bold'],
    ['小标题', 'formatBlock', 'h3'],
    ['列表', 'insertUnorderedList'],
  ];
  return (
    <div class="sf-field mc-rich">
      <span id={`${id}-l`}>{label}</span>
      <div class="mc-rich__bar" role="toolbar" aria-label={label}>
        {tools.map(([name, cmd, arg]) => (
          <button
            key={cmd}
            type="button"
            class="sf-btn sf-btn--ghost sf-btn--sm"
            onClick={() => exec(cmd, arg)}
          >
            {name}
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a textarea cannot hold formatted text */}
      <div
        ref={box}
        class="mc-rich__box"
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}-l`}
        tabIndex={0}
        onInput={() => onChange(box.current?.innerHTML ?? '')}
      />
    </div>
  );
}
