/**
 * Words of the login, register and find-password pages. They live beside the pages (like the
 * home page's) rather than in core's zh-cn.ts: core's table ships in the widget bundle, which
 * has no room for them. The contract words (免费注册 …) are still read from core with t().
 */
export const a = {
  roleLabel: '选择身份',
  buyer: '买家',
  merchant: '商家',
  expert: '专家',
  loginTitle: '账号登录',
  byPassword: '密码登录',
  bySms: '短信登录',
  login: '登录',
  loggingIn: '登录中…',
  loggedIn: '登录成功',
  forgot: '忘记密码',
  noAccount: '还没有账号？',

  mobile: '手机号',
  mobilePh: '请输入11位手机号',
  password: '密码',
  passwordPh: '请输入密码',
  newPassword: '新密码',
  newPasswordPh: '请设置登录密码',
  passwordRule: '8-20位，需包含字母和数字',
  confirm: '确认密码',
  confirmPh: '请再次输入密码',
  captcha: '图形验证码',
  captchaPh: '请输入右侧字符',
  captchaAlt: '图形验证码，点击换一张',
  captchaRefresh: '换一张',
  captchaLoading: '加载中',
  captchaFailed: '点击重试',
  code: '验证码',
  smsCode: '短信验证码',
  mailCode: '邮箱验证码',
  codePh: '请输入6位验证码',
  getCode: '获取验证码',
  getSmsCode: '获取短信验证码',
  sending: '发送中…',
  resend: '{n}秒后重新获取',
  sent: '验证码已发送',

  regBuyer: '买家注册',
  regMerchant: '商家入驻',
  regExpert: '专家注册',
  regTypes: '注册类型',
  orgName: '机构名称',
  orgNamePh: '请输入营业执照上的机构全称',
  orgKind: '机构类型',
  contactName: '联系人姓名',
  realName: '真实姓名',
  field: '专业领域',
  fieldPh: '如：食品检测、体系认证、计量校准',
  verifyBy: '验证方式',
  viaSms: '手机短信',
  viaMail: '电子邮箱',
  email: '邮箱',
  emailPh: '请输入常用邮箱',
  agreePrefix: '我已阅读并同意',
  agreement: '《用户协议》',
  newTab: '（在新窗口打开）',
  register: '立即注册',
  registering: '注册中…',
  registered: '注册成功',
  merchantNote: '入驻后店铺资料需经平台审核，审核通过后即可开店。',
  expertNote: '注册后可在个人中心完成专家认证。',

  findTitle: '找回密码',
  steps: '找回密码步骤',
  step1: '验证手机',
  step2: '设置新密码',
  step3: '完成',
  next: '下一步',
  back: '上一步',
  reset: '确认修改',
  resetting: '提交中…',
  doneTitle: '密码重置成功',
  doneText: '请使用新密码重新登录，原有的登录状态均已失效。',
  toLogin: '去登录',
  accountType: '账号类型',

  required: '请输入{label}',
  badMobile: '请输入正确的手机号',
  badEmail: '请输入正确的邮箱',
  badCode: '请输入6位数字验证码',
  weakPassword: '密码需为8-20位，包含字母和数字',
  mismatch: '两次输入的密码不一致',
  mustAgree: '请阅读并同意用户协议',
  fixErrors: '请检查标红的填写项',
} as const;

/** Fills `{name}` placeholders. */
export const fmt = (text: string, vars: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));

export type Role = 1 | 2 | 3;
export const ROLES: ReadonlyArray<[Role, string]> = [
  [1, a.buyer],
  [2, a.merchant],
  [3, a.expert],
];

/** The merchant kinds the server knows (merchant.service KIND_NAMES). */
export const ORG_KINDS: ReadonlyArray<[string, string]> = [
  ['testing_lab', '检测机构'],
  ['certification_body', '认证机构'],
  ['metrology_institute', '计量机构'],
  ['training_provider', '培训机构'],
  ['consultancy', '咨询机构'],
];
