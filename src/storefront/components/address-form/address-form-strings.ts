/** Words of the address form: the address book's dialog and the settlement's inline form. */
export const af = {
  consignee: '收货人',
  consigneeHint: '请输入收货人姓名',
  mobile: '手机号码',
  mobileHint: '请输入 11 位手机号',
  region: '所在地区',
  detail: '详细地址',
  detailHint: '如道路、门牌号、楼栋号、单元、室',
  makeDefault: '设为默认收货地址',
  alreadyDefault: '当前为默认地址',
  saved: '地址已保存',
  errConsignee: '收货人姓名为 2–20 个字',
  errConsigneeChars: '收货人姓名只能包含文字',
  errMobile: '请输入正确的 11 位手机号',
  errRegion: '请选择完整的省、市、区县',
  errDetail: '详细地址为 5–120 个字',
} as const;

/** The words a host may put its own way ('' leaves a hint out). */
export type AddressWords = Partial<
  Record<'consigneeHint' | 'mobileHint' | 'detailHint' | 'makeDefault', string>
>;
