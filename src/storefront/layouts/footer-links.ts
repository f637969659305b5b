/**
 * The footer's link groups and promises: footer words live with the footer, a chunk of its own
 * below the first screen (layouts/lazy-footer.tsx), not in the entry's strings.
 */
import type { RoutePath } from '../routes';

/** Footer link groups: static pages /spage?id= and the help pages. */
type FooterLink = readonly [label: string, path: RoutePath, spageId?: number];

export const FOOTER_GROUPS: ReadonlyArray<{ title: string; links: readonly FooterLink[] }> = [
  {
    title: '新手指南',
    links: [
      ['下单流程', '/spage', 12],
      ['售后说明', '/spage', 13],
      ['发票规则', '/spage', 14],
    ],
  },
  {
    title: '商家服务',
    links: [
      ['商家入驻', '/spage', 3],
      ['入驻相关', '/spage', 4],
      ['专属客服', '/spage', 5],
    ],
  },
  {
    title: '关于我们',
    links: [
      ['关于技术支持方', '/spage', 1],
      ['合作机会', '/spage', 6],
      ['报告中心', '/spage', 8],
    ],
  },
  {
    title: '帮助与公告',
    links: [
      ['帮助中心', '/help'],
      ['平台公告', '/notice'],
      ['用户协议', '/agreement'],
      ['隐私政策', '/agreement/privacy'],
    ],
  },
];

/** The promises under the header of every page. */
export const GUARANTEES: ReadonlyArray<[string, string]> = [
  ['资质核验', '入驻机构资质逐项审核'],
  ['电子合同', '下单在线签署 有据可依'],
  ['报告可查', '检测报告在线查验真伪'],
  ['补贴直享', '政府补贴一站申领'],
];
