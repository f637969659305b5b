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

  personal: '个人信息',
  personalValue: '可查阅、复制',
  personalNote: '导出平台保存的您的账号、地址、发票抬头和订单信息（JSON 文件）',
  export: '导出',
  exported: '个人信息已导出',
  cancelAccount: '注销账号',
  cancelValue: '不可恢复',
  cancelNote: '注销后个人信息将被删除，订单、合同、发票按法律规定保留',
  cancelTitle: '注销账号',
  cancelIntro:
    '提交后账号立即退出登录，15 天后注销生效：手机号、密码、昵称、邮箱、地址和发票抬头将被删除，订单、合同、发票和存证记录按《会计法》《电子签名法》保留并匿名显示。15 天内重新登录即可撤销。',
  cancelRefused: '有未完成的订单、变更、提现或余额时不能注销，请先处理完毕。',
  cancelPassword: '登录密码',
  cancelPasswordPh: '请输入登录密码确认身份',
  cancelConfirm: '确认注销',
} as const;

/** ab***@example.cn: the first two characters of the name stay, the domain stays. */
export function maskEmail(email: string | null | undefined): string {
  const v = String(email ?? '');
  const at = v.lastIndexOf('@');
  if (at < 1) return v;
  return `${v.slice(0, Math.min(2, at))}***${v.slice(at)}`;
}
