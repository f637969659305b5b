import { isCreditCode, normalizeTaxNumber } from '../../../core/validators/tax-number';
import {
  checkCode,
  checkConfirm,
  checkMobile,
  checkNewPassword,
  checkRequired,
} from '../../components/auth-form/auth-checks';
import { TextField } from '../../components/auth-form/auth-fields';
import { a, ORG_KINDS, type Role } from '../../components/auth-form/auth-strings';
import { type AuthForm, type Errors, fieldId } from '../../components/auth-form/use-auth-form';

/** The same GB 32100 check as the server's, so a typo is caught before sending. */
function checkCreditCode(raw: string): string {
  const code = normalizeTaxNumber(raw);
  if (!code) return `请输入${a.creditCode}`;
  return isCreditCode(code) ? '' : '统一社会信用代码不正确，请核对18位代码';
}

/** The fields only merchants fill in: the organisation that applies to open a shop. */
export function MerchantFields({ form }: { form: AuthForm }) {
  const kindId = fieldId(form.form, 'kind');
  return (
    <>
      <TextField form={form} name="org_name" label={a.orgName} placeholder={a.orgNamePh} maxLength={100} />
      <div class="au-field">
        <label class="au-label" for={kindId}>
          {a.orgKind}
        </label>
        <div class="au-control">
          <select
            id={kindId}
            class="au-input"
            value={form.values.kind}
            onChange={(e) => form.set('kind', (e.currentTarget as HTMLSelectElement).value)}
          >
            {ORG_KINDS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <TextField
        form={form}
        name="credit_code"
        label={a.creditCode}
        placeholder={a.creditCodePh}
        maxLength={18}
      />
      <TextField form={form} name="contact_name" label={a.contactName} autoComplete="name" maxLength={30} />
    </>
  );
}

/** The fields only experts fill in; certification follows in the expert centre. */
export function ExpertFields({ form }: { form: AuthForm }) {
  return (
    <>
      <TextField form={form} name="real_name" label={a.realName} autoComplete="name" maxLength={30} />
      <TextField form={form} name="field" label={a.field} placeholder={a.fieldPh} maxLength={50} />
    </>
  );
}

/** Checks in the order the fields are shown, so focus goes to the top-most problem. */
export function validateRegistration(v: Record<string, string>, role: Role): Errors {
  const checks: Array<[string, string]> = [];
  if (role === 2) {
    checks.push(['org_name', checkRequired(v.org_name, a.orgName)]);
    checks.push(['credit_code', checkCreditCode(v.credit_code ?? '')]);
    checks.push(['contact_name', checkRequired(v.contact_name, a.contactName)]);
  }
  if (role === 3) {
    checks.push(['real_name', checkRequired(v.real_name, a.realName)]);
    checks.push(['field', checkRequired(v.field, a.field)]);
  }
  checks.push(['mobile', checkMobile(v.mobile.trim())]);
  checks.push(['code', checkCode(v.code)]);
  checks.push(['password', checkNewPassword(v.password)]);
  checks.push(['confirm', checkConfirm(v.confirm, v.password)]);
  checks.push(['agree', v.agree === '1' ? '' : a.mustAgree]);
  return Object.fromEntries(checks.filter(([, message]) => message));
}
