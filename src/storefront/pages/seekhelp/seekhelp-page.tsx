import './seekhelp.css';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { $session } from '../../../core';
import { SEEK_HELP_LIMITS } from '../../../core/rules/seek-help';
import { runAction } from '../../../core/stores/action';
import { isPhone, MOBILE_INPUT_MAX, phoneDigits } from '../../../core/validators';
import { Breadcrumb } from '../../components/breadcrumb';
import { useApi } from '../../components/use-api';
import { useSubmit } from '../../components/use-submit';
import { href } from '../../routes';
import { fill } from '../../strings';
import { FilesField, type Uploaded } from './files-field';
import { RequestForm, RequestText } from './request-form';
import { sh } from './seekhelp-strings';

const FIELDS = [
  'title',
  'servics_id',
  'subject',
  'province_code',
  'city_code',
  'budget_min',
  'budget_max',
  'deadline',
  'content',
  'contact_name',
  'contact_mobile',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const count = (s: string) => [...s.trim()].length;

/** The first problem of each field, as the server words it. */
export function checkDemand(v: Values): Partial<Record<Field, string>> {
  const e: Partial<Record<Field, string>> = {};
  const [tmin] = SEEK_HELP_LIMITS.title;
  if (!count(v.title)) e.title = fill(sh.required, { field: sh.title });
  else if (count(v.title) < tmin) e.title = fill(sh.tooShort, { field: sh.title, n: tmin });
  if (!v.servics_id) e.servics_id = fill(sh.pick, { field: sh.type });
  if (!v.province_code) e.province_code = fill(sh.pick, { field: sh.province });
  if (v.budget_min && v.budget_max && Number(v.budget_min) > Number(v.budget_max))
    e.budget_max = sh.badBudget;
  if (!v.deadline) e.deadline = fill(sh.pick, { field: sh.deadline });
  else if (v.deadline < today()) e.deadline = sh.badDeadline;
  const [cmin] = SEEK_HELP_LIMITS.content;
  if (!count(v.content)) e.content = fill(sh.required, { field: sh.content });
  else if (count(v.content) < cmin) e.content = fill(sh.tooShort, { field: sh.content, n: cmin });
  if (!count(v.contact_name)) e.contact_name = fill(sh.required, { field: sh.contactName });
  if (!isPhone(phoneDigits(v.contact_mobile))) e.contact_mobile = sh.badMobile;
  return e;
}

/** /seekhelp: publish a demand (login required by the route table). */
export default function SeekHelpPage() {
  const [, navigate] = useLocation();
  const session = useStore($session);
  const [v, setV] = useState<Values>(() => ({
    ...(Object.fromEntries(FIELDS.map((f) => [f, ''])) as Values),
    contact_mobile: session.userInfo?.mobile ?? '',
  }));
  const [files, setFiles] = useState<Uploaded[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { run, busy } = useSubmit();
  const types = useApi('servics/get', { page: 1, limit: 20 });
  const provinces = useApi('zone_province/get', {});
  const cities = useApi('zone_city/get', v.province_code ? { province_code: v.province_code } : null);
  const set = (f: Field, value: string) => {
    setV((old) => ({ ...old, [f]: value, ...(f === 'province_code' ? { city_code: '' } : {}) }));
    // a corrected field loses its message at once; the others keep theirs until the next submit
    setErrors((old) => ({ ...old, [f]: undefined }));
  };

  const submit = async () => {
    const found = checkDemand(v);
    setErrors(found);
    if (Object.keys(found).length) return;
    const res = await run(() =>
      runAction('seek_help/add', {
        ...v,
        budget_min: v.budget_min || null,
        budget_max: v.budget_max || null,
        attachment_ids: files.map((f) => f.id),
      }),
    );
    if (res?.ok && res.data) navigate(href('/seekhelp/detail', { id: res.data.id }));
  };

  const input = (f: Field, label: string, props: Record<string, unknown> = {}) => (
    <label class="sf-sh-field">
      <span>{label}</span>
      <input
        name={f}
        value={v[f]}
        aria-invalid={errors[f] ? true : undefined}
        onInput={(e) => set(f, (e.target as HTMLInputElement).value)}
        {...props}
      />
      {errors[f] && <span class="sf-sh-error">{errors[f]}</span>}
    </label>
  );
  const select = (f: Field, label: string, options: { value: string; label: string }[], ph: string) => (
    <label class="sf-sh-field">
      <span>{label}</span>
      <select
        name={f}
        value={v[f]}
        aria-invalid={errors[f] ? true : undefined}
        onChange={(e) => set(f, (e.target as HTMLSelectElement).value)}
      >
        <option value="">{ph}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {errors[f] && <span class="sf-sh-error">{errors[f]}</span>}
    </label>
  );

  return (
    <div class="sf-container sf-sh">
      <Breadcrumb items={[{ label: sh.hall, href: href('/seekhelp/list') }, { label: sh.postTitle }]} />
      <RequestForm title={sh.postTitle} intro={sh.postIntro} onSubmit={() => void submit()}>
        <div class="sf-sh-grid">
          {input('title', sh.title, { maxLength: SEEK_HELP_LIMITS.title[1], placeholder: sh.titlePh })}
          {select(
            'servics_id',
            sh.type,
            (types.data?.list ?? []).map((x) => ({ value: String(x.id), label: x.name })),
            fill(sh.pick, { field: sh.type }),
          )}
          {input('subject', sh.subject, {
            maxLength: SEEK_HELP_LIMITS.subject[1],
            placeholder: sh.subjectPh,
          })}
          {select(
            'province_code',
            sh.province,
            (provinces.data?.list ?? []).map((z) => ({ value: z.code, label: z.name })),
            fill(sh.pick, { field: sh.province }),
          )}
          {select(
            'city_code',
            sh.city,
            (cities.data?.list ?? []).map((z) => ({ value: z.code, label: z.name })),
            v.province_code ? fill(sh.pick, { field: '城市' }) : '请先选择省份',
          )}
          {input('budget_min', sh.budgetMin, { inputMode: 'numeric', maxLength: 8 })}
          {input('budget_max', sh.budgetMax, { inputMode: 'numeric', maxLength: 8 })}
          {input('deadline', sh.deadline, { type: 'date', min: today() })}
        </div>
        <RequestText
          label={sh.content}
          max={SEEK_HELP_LIMITS.content[1]}
          placeholder={sh.contentPh}
          value={v.content}
          error={errors.content}
          onText={(text) => set('content', text)}
        />
        <FilesField
          label={sh.files}
          max={SEEK_HELP_LIMITS.attachments[1]}
          value={files}
          onChange={setFiles}
          name="files"
        />
        <div class="sf-sh-grid">
          {input('contact_name', sh.contactName, {
            maxLength: SEEK_HELP_LIMITS.contact_name[1],
            autoComplete: 'name',
          })}
          {input('contact_mobile', sh.contactMobile, {
            maxLength: MOBILE_INPUT_MAX,
            inputMode: 'tel',
            autoComplete: 'tel',
          })}
        </div>
        <div class="sf-sh-actions">
          <button class="sf-btn sf-btn--primary" type="submit" disabled={busy}>
            {busy ? sh.submitting : sh.submit}
          </button>
          <Link href={href('/seekhelp/list', { mine: 1 })}>{sh.mine}</Link>
        </div>
      </RequestForm>
    </div>
  );
}
