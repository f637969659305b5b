import type { OptionGroupKey } from '../../../core/rules/goods-fields';

/** The service editor's own words (the merchant centre's shared ones are in merchant-strings.ts). */
export const ge = {
  pendingNote:
    '此服务正在等待平台审核。保存修改后会以修改后的内容重新提交审核，审核人员看到的是最新版本；如需暂停审核，可在服务管理中撤回审核。',
  saveResubmit: '保存并重新提交审核',
  resubmitted: '修改已保存，已重新提交审核',
  fix: (n: number) => `有 ${n} 处需要修改，已在对应位置标出`,
  preview: '预览',
  withdraw: '撤回审核',
  confirmWithdraw: '撤回后服务回到草稿，不再等待审核；修改后可再次提交。确定撤回？',
} as const;

/**
 * What each offered group holds for a type, in the words the "起" price rule reads option names
 * by (core/rules/starting-price.ts): add-ons and surveillance audits are not counted in it.
 */
export const GROUP_HINTS: Readonly<Record<number, Partial<Record<OptionGroupKey, string>>>> = {
  1: {
    serviceContent:
      '每项是可单独下单的检测套餐；名称含“加测”“增加”“加急”“追加”“加项”的是加项（如 单项加测（每项）），买家按数量加购，不计入起价。',
    approvalLogo: '报告加盖的资质标识，如 加盖 CMA 章；买家可选，不计入起价。',
  },
  2: {
    serviceContent: '如 初次认证、再认证；名称含“监督审核”的是获证后的年度监督审核，不计入起价。',
    approvalLogo: '证书上的认可标识，如 CNAS 认可标识；买家可选，不计入起价。',
  },
  3: {
    serviceContent: '如 送检校准、现场校准；名称含“加急”“增加”等的是加项，不计入起价。',
    approvalLogo: '证书加盖的资质标识，如 加盖 CNAS 章；买家可选，不计入起价。',
  },
  4: {
    serviceContent: '未填课酬时按服务内容计价。',
    trainingForm: '授课场次与形式，如 线上直播、线下面授；所选形式的价格计入订单。',
  },
  5: { serviceContent: '未填打包价时按服务内容计价。' },
};
