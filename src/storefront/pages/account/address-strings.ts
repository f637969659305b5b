/**
 * Words of /home/addressmanage (page-local: core's zh-cn.ts is bundled into the widgets); the
 * form's own words are the address form's (components/address-form).
 */
export const a = {
  title: '地址管理',
  intro: '已保存 {n} 个收货地址，最多可保存 {max} 个',
  add: '新增收货地址',
  full: '最多保存 {max} 个地址，请先删除不用的地址',
  edit: '编辑',
  remove: '删除',
  setDefault: '设为默认',
  defaultTag: '默认',
  empty: '还没有收货地址，添加一个，下单时就能直接使用',
  listLabel: '收货地址列表',
  addTitle: '新增收货地址',
  editTitle: '编辑收货地址',
  save: '保存',
  deleteTitle: '删除地址',
  deleteAsk: '确定删除 {name} 的收货地址吗？删除后不可恢复。',
  deleteDefaultNote: '这是默认地址，删除后最新添加的地址将成为默认地址。',
  deleted: '地址已删除',
  defaultSet: '已设为默认地址',
} as const;
