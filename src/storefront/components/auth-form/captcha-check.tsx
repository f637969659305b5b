import { a } from './auth-strings';
import './captcha-check.css';
import type { CaptchaControl } from './use-captcha';

const SAY = { idle: '', solving: a.captchaSolving, done: a.captchaDone, failed: a.captchaFailed } as const;

/**
 * 我不是机器人: a real checkbox (label, Space to tick) that starts the proof of work; the state
 * beside it (验证中… / 验证通过 / 验证失败，请重试) is announced politely. Ticked once proven; a
 * failure unticks it so a second tick retries.
 */
export function CaptchaCheck(p: {
  id: string;
  captcha: CaptchaControl;
  describedBy?: string;
  invalid?: boolean;
}) {
  const { stage, start } = p.captcha;
  return (
    <span class="au-robot">
      <label class="au-check">
        <input
          id={p.id}
          type="checkbox"
          checked={stage === 'done' || stage === 'solving'}
          aria-busy={stage === 'solving' ? 'true' : undefined}
          aria-invalid={p.invalid ? 'true' : 'false'}
          aria-describedby={[`${p.id}-state`, p.describedBy].filter(Boolean).join(' ')}
          onChange={(e) => {
            // a tick cannot be taken back: proven or on its way, the box stays ticked
            (e.currentTarget as HTMLInputElement).checked = true;
            start();
          }}
        />
        <span>{a.captchaCheck}</span>
      </label>
      <span id={`${p.id}-state`} class={`au-robot-state au-robot-state--${stage}`} aria-live="polite">
        {SAY[stage]}
      </span>
    </span>
  );
}
