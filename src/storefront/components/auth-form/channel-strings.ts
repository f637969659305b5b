/** Said in place of 获取验证码 where the site has no sender for the channel (config/load's channels). */
export const channelOff = {
  sms: '短信服务暂未开通，请联系平台客服',
  mail: '邮件服务暂未开通，请联系平台客服',
} as const;
