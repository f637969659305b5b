/** The compare button's and tray's words (they travel with the search and detail chunks). */
export const cw = {
  add: '加入对比',
  added: '已加入对比',
  addLabel: (name: string) => `将“${name}”加入对比`,
  removeLabel: (name: string) => `将“${name}”移出对比`,
  tray: (n: number) => `对比（${n}）`,
  trayLabel: (n: number, max: number) => `已选 ${n}/${max} 项服务，去对比`,
} as const;
