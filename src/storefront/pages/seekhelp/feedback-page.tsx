import './seekhelp.css';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  FEEDBACK_LIMITS,
  FEEDBACK_TYPE_LABELS,
  FEEDBACK_TYPES,
  type FeedbackType,
} from '../../../core/rules/seek-help';
import { runAction } from '../../../core/stores/action';
import { EmptyState } from '../../components/empty-state';
import { useQuery } from '../../components/use-query';
import { useSubmit } from '../../components/use-submit';
import { href } from '../../routes';
import { fill } from '../../strings';
import { FilesField, type Uploaded } from './files-field';
import { RequestForm, RequestText } from './request-form';
import { sh } from './seekhelp-strings';

/** /feedback (?from=/path): a problem report with screenshots; a thank-you state after sending. */
export default function FeedbackPage() {
  const from = useQuery().get('from') ?? (document.referrer ? new URL(document.referrer).pathname : '');
  const [type, setType] = useState<FeedbackType>('bug');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [shots, setShots] = useState<Uploaded[]>([]);
  const { run, busy, error, setError } = useSubmit();
  const [sent, setSent] = useState(false);

  const submit = async () => {
    const n = [...content.trim()].length;
    const min = FEEDBACK_LIMITS.content[0];
    const problem = !n
      ? fill(sh.required, { field: sh.fbContent })
      : n < min
        ? fill(sh.tooShort, { field: sh.fbContent, n: min })
        : '';
    setError(problem);
    if (problem) return;
    const res = await run(() =>
      runAction('feedback/add', {
        type,
        content,
        contact,
        from_page: from.startsWith('/') ? from : '',
        attachment_ids: shots.map((s) => s.id),
      }),
    );
    if (res?.ok) setSent(true);
  };

  if (sent) {
    return (
      <div class="sf-container sf-sh">
        <div class="sf-panel sf-sh-thanks" role="status">
          <EmptyState text={sh.fbThanks}>
            <p class="sf-muted">{sh.fbThanksText}</p>
            <div class="sf-sh-actions">
              <button
                type="button"
                class="sf-btn sf-btn--ghost sf-btn--sm"
                onClick={() => {
                  setSent(false);
                  setContent('');
                  setShots([]);
                }}
              >
                {sh.fbAgain}
              </button>
              <Link href={href('/')} class="sf-btn sf-btn--primary sf-btn--sm">
                {sh.home}
              </Link>
            </div>
          </EmptyState>
        </div>
      </div>
    );
  }
  return (
    <div class="sf-container sf-sh">
      <RequestForm title={sh.fbTitle} intro={sh.fbIntro} onSubmit={() => void submit()}>
        <fieldset class="sf-sh-types">
          <legend>{sh.fbType}</legend>
          {FEEDBACK_TYPES.map((x) => (
            <label key={x}>
              <input type="radio" name="type" value={x} checked={type === x} onChange={() => setType(x)} />
              {FEEDBACK_TYPE_LABELS[x]}
            </label>
          ))}
        </fieldset>
        <RequestText
          label={sh.fbContent}
          max={FEEDBACK_LIMITS.content[1]}
          placeholder={sh.fbContentPh}
          value={content}
          error={error}
          onText={setContent}
        />
        <FilesField
          label={sh.fbShots}
          max={FEEDBACK_LIMITS.screenshots[1]}
          value={shots}
          onChange={setShots}
          accept="image/png,image/jpeg,image/webp"
          name="screenshots"
        />
        <label class="sf-sh-field">
          <span>{sh.fbContact}</span>
          <input
            name="contact"
            maxLength={FEEDBACK_LIMITS.contact[1]}
            placeholder={sh.fbContactPh}
            value={contact}
            onInput={(e) => setContact((e.target as HTMLInputElement).value)}
          />
        </label>
        {from && (
          <p class="sf-muted">
            {sh.fbFrom}：{from}
          </p>
        )}
        <div class="sf-sh-actions">
          <button class="sf-btn sf-btn--primary" type="submit" disabled={busy}>
            {sh.fbSubmit}
          </button>
        </div>
      </RequestForm>
    </div>
  );
}
