/** Words of the site-letter inbox shared by 消息通知 (/home/notice) and 站内信 (/merchant/notice). */
export const lw = {
  total: '共 {n} 条消息，{u} 条未读',
  tabs: '消息筛选',
  all: '全部消息',
  unread: '未读消息',
  readAll: '全部已读',
  empty: '暂无消息',
  emptyUnread: '没有未读消息',
  list: '站内信列表',
  unreadMark: '未读',
  openLink: '查看详情',
} as const;
