import { ServiceRatings } from '../../components/rating/service-ratings';

/**
 * The goods detail's 服务流程, 常见问题 and 服务评价 tab panels (goods-tabs.tsx): their words weigh more
 * than the rest of the page's, and nobody reads them before a click, so they are a chunk of
 * their own (and the ratings are a call nobody needs before it).
 */
type Steps = ReadonlyArray<[string, string]>;

const TEST_STEPS: Steps = [
  ['在线下单', '选择服务内容与认可标识，提交订单'],
  ['签署合同', '在线签署电子合同，确认检测方案'],
  ['寄送样品', '按采样须知寄送样品或预约上门采样'],
  ['检测实施', '实验室按标准方法检测，全程质控'],
  ['出具报告', '出具加盖资质章的检测报告，可在线查验'],
];
const CERT_STEPS: Steps = [
  ['在线下单', '选择认证项目，提交申请'],
  ['签署合同', '在线签署认证合同，确定审核安排'],
  ['文件审核', '审核员审查体系文件与申请资料'],
  ['现场审核', '第一、二阶段现场审核，提出不符合项'],
  ['颁发证书', '技术评定通过后颁发证书，年度监督'],
];
const CAL_STEPS: Steps = [
  ['在线下单', '选择校准项目与仪器数量'],
  ['签署合同', '在线签署电子合同'],
  ['送检或上门', '送检仪器或预约工程师现场校准'],
  ['校准实施', '依据检定规程或校准规范校准'],
  ['出具证书', '出具校准证书，附测量不确定度'],
];
const TRAIN_STEPS: Steps = [
  ['选择课程', '选择线上、现场或项目打包方式'],
  ['在线下单', '提交订单并签署电子合同'],
  ['确认安排', '机构确认课程时间、讲师与地点'],
  ['实施服务', '按约定开展培训或咨询辅导'],
  ['验收评价', '完成验收，开具发票，在线评价'],
];

/** 服务流程 by service type. */
export const PROCESS: Record<number, Steps> = {
  1: TEST_STEPS,
  2: CERT_STEPS,
  3: CAL_STEPS,
  4: TRAIN_STEPS,
  5: TRAIN_STEPS,
};

/** 常见问题: the questions every buyer asks before ordering. */
export const FAQ: ReadonlyArray<[string, string]> = [
  [
    '页面价格就是最终价格吗？',
    '页面价格随所选选项变化，仅供参考；提交订单时由平台按机构最新报价计算，以订单金额为准。',
  ],
  ['下单后多久开始服务？', '机构一般在 1 个工作日内确认订单并与您联系，具体周期以合同约定为准。'],
  ['可以开具发票吗？', '可以。下单时选择发票抬头，服务完成后机构开具增值税普通发票或专用发票。'],
  ['报告或证书如何查验真伪？', '报告与证书可在平台区块链存证查询中核验，也可在资质认定或认可机构官网查询。'],
  ['可以申请政府补贴吗？', '部分服务可享受补贴联盟政策，下单后在个人中心提交补贴申请即可。'],
];

/** The body of the 服务流程, 常见问题 or 服务评价 tab. */
export default function MorePanel({
  tab,
  servicsId,
  goodsId,
}: {
  tab: 'process' | 'faq' | 'ratings';
  servicsId: number;
  goodsId: number;
}) {
  const steps = PROCESS[servicsId] ?? PROCESS[1]!;
  return (
    <>
      {tab === 'ratings' && <ServiceRatings goodsId={goodsId} />}
      {tab === 'process' && (
        <ol class="gd-steps">
          {steps.map(([title, text], i) => (
            <li key={title}>
              <span class="gd-steps__n" aria-hidden="true">
                {i + 1}
              </span>
              <b>{title}</b>
              <span>{text}</span>
            </li>
          ))}
        </ol>
      )}
      {tab === 'faq' && (
        <dl class="gd-faq">
          {FAQ.map(([q, a]) => (
            <div key={q}>
              <dt>{q}</dt>
              <dd>{a}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
