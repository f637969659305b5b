/** Words of 安全设置 (/home/safeset, and /expert/safeset through the same parts). */
export const s = {
  title: '安全设置',
  intro: '为保障账号安全，修改登录密码、手机号或邮箱前需要验证身份。',
  password: '登录密码',
  passwordNote: '建议使用字母和数字组合的密码，并定期更换',
  passwordSet: '已设置',
  mobile: '手机号',
  mobileNote: '用于登录和接收订单通知',
  email: '邮箱',
  emailNote: '用于接收发票和报告等通知',
  emailNone: '未绑定',
  change: '修改',
  changeMobile: '更换',
  bind: '绑定',

  passwordTitle: '修改登录密码',
  oldPassword: '原密码',
  oldPasswordPh: '请输入当前使用的密码',
  passwordAfter: '修改后，其他设备上的登录将失效，当前设备保持登录。',
  passwordDone: '密码已修改，其他设备上的登录已失效',
  save: '确认修改',
  saving: '提交中…',
  cancel: '取消',

  mobileTitle: '更换手机号',
  mobileSteps: '更换手机号步骤',
  stepOld: '验证原手机号',
  stepNew: '绑定新手机号',
  codeSentTo: '验证码将发送至 {mobile}',
  newMobile: '新手机号',
  newMobilePh: '请输入新的11位手机号',
  sameMobile: '新手机号不能与当前手机号相同',
  sameEmail: '新邮箱不能与当前邮箱相同',
  mobileDone: '手机号已更换',
  emailDone: '邮箱已绑定',
  next: '下一步',
  back: '上一步',
  mobileSave: '确认更换',

  emailTitle: '绑定邮箱',
  emailChangeTitle: '更换邮箱',
  newEmail: '新邮箱',
  emailPh: '请输入常用邮箱',
  getMailCode: '获取邮箱验证码',
  emailSave: '确认绑定',
} as const;

/** ab***@example.cn: the first two characters of the name stay, the domain stays. */
export function maskEmail(email: string | null | undefined): string {
  const v = String(email ?? '');
  const at = v.lastIndexOf('@');
  if (at < 1) return v;
  return `${v.slice(0, Math.min(2, at))}***${v.slice(at)}`;
}
