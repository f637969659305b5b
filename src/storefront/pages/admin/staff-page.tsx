import './admin.css';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { api, showToast } from '../../../core';
import type { StaffInfo, StaffInvite, StaffRole } from '../../../core/api/contract/models-operator';
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '../../../core/rules/staff-roles';
import { ConfirmDialog, Dialog } from '../../components/confirm-dialog';
import {
  AddButton,
  CardHead,
  Field,
  FormError,
  inputValue,
  ListPanel,
  minuteTime,
  SaveFooter,
  SelectAll,
  Tag,
} from '../../components/console';
import { usePagedList } from '../../components/paged-list';
import { useSubmit } from '../../components/use-submit';
import { $staff } from '../../layouts/admin-layout';

const ROLE_OPTIONS = STAFF_ROLES.map((r) => [r, STAFF_ROLE_LABELS[r]] as const);

const STATUS_NAMES: Record<StaffInfo['status'], string> = {
  invited: '待绑定',
  active: '正常',
  disabled: '已停用',
};

/** 邀请员工: mobile, name and role; the answer's one-time enrolment link is shown once. */
function InviteDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const [mobile, setMobile] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('reviewer');
  const [invite, setInvite] = useState<StaffInvite | null>(null);
  const { run, busy, error } = useSubmit();
  const submit = async () => {
    await run(async () => {
      setInvite(await api.call('operator_staff/add', { mobile: mobile.trim(), name: name.trim(), role }));
      onDone();
    });
  };
  const link = invite ? `${location.origin}${invite.enrol_path}` : '';
  return (
    <Dialog
      open
      size="wide"
      title="邀请员工"
      onClose={onClose}
      busy={busy}
      footer={
        invite ? (
          <button type="button" class="sf-btn sf-btn--primary" onClick={onClose}>
            完成
          </button>
        ) : (
          <SaveFooter busy={busy} onClose={onClose} onSave={submit} label="生成邀请链接" />
        )
      }
    >
      {invite ? (
        <div class="mc-form">
          <p class="mc-note">
            请把下面的一次性绑定链接发给 {invite.staff.name}（{invite.staff.mobile}
            ）。链接只显示这一次，有效期至 {minuteTime(invite.expires_at)}。
          </p>
          <code class="ad-link" data-testid="enrol-link">
            {link}
          </code>
        </div>
      ) : (
        <div class="mc-form">
          <Field label="手机号">
            <input type="tel" maxLength={11} value={mobile} onInput={(e) => setMobile(inputValue(e))} />
          </Field>
          <Field label="姓名">
            <input maxLength={30} value={name} onInput={(e) => setName(inputValue(e))} />
          </Field>
          <Field label="角色">
            <select value={role} onChange={(e) => setRole(inputValue(e) as StaffRole)}>
              {ROLE_OPTIONS.map(([r, label]) => (
                <option key={r} value={r}>
                  {label}
                </option>
              ))}
            </select>
          </Field>
          <FormError error={error} />
        </div>
      )}
    </Dialog>
  );
}

/** 员工管理 (/admin/staff, admins only): who works the console, invite and disable. */
export default function AdminStaffPage() {
  // one's own account is not disabled here: an admin would lock themselves out
  const me = useStore($staff);
  const [role, setRole] = useState<StaffRole | ''>('');
  const { state, list, ref, pager } = usePagedList('operator_staff/get', { role: role || undefined }, 10);
  const [inviting, setInviting] = useState(false);
  const [doomed, setDoomed] = useState<StaffInfo | null>(null);
  const { run, busy } = useSubmit();
  const disable = async () => {
    if (!doomed) return;
    await run(
      async () => {
        await api.call('operator_staff/disable', { id: doomed.id });
        showToast('已停用', 'success');
        state.reload();
      },
      { toast: true },
    );
    setDoomed(null);
  };
  return (
    <section class="mc-card" aria-labelledby="ad-st" ref={ref}>
      <CardHead id="ad-st" title="员工管理">
        <AddButton onClick={() => setInviting(true)}>邀请员工</AddButton>
      </CardHead>
      <div class="ad-filters">
        <SelectAll label="角色" value={role} options={ROLE_OPTIONS} onChange={setRole} />
      </div>
      <ListPanel
        state={state}
        rows={list}
        empty="暂无员工"
        pager={pager}
        columns={[
          { head: '姓名', cell: (s) => s.name },
          { head: '手机号', cell: (s) => s.mobile },
          { head: '角色', cell: (s) => STAFF_ROLE_LABELS[s.role] },
          {
            head: '状态',
            cell: (s) => (
              <Tag state={s.status === 'invited' ? 'pending' : s.status} label={STATUS_NAMES[s.status]} />
            ),
          },
          { head: '最近登录', cell: (s) => minuteTime(s.last_login_at) },
        ]}
        ops={(s) =>
          s.status !== 'disabled' &&
          s.id !== me?.id && (
            <button type="button" class="sf-btn sf-btn--ghost sf-btn--sm" onClick={() => setDoomed(s)}>
              停用
            </button>
          )
        }
      />
      {inviting && <InviteDialog onClose={() => setInviting(false)} onDone={state.reload} />}
      <ConfirmDialog
        open={!!doomed}
        title="停用员工"
        message={`停用后 ${doomed?.name ?? ''}（${doomed?.mobile ?? ''}）将立即无法登录运营后台，确认停用？`}
        danger
        busy={busy}
        onConfirm={disable}
        onCancel={() => setDoomed(null)}
      />
    </section>
  );
}
