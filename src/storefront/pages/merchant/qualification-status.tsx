import { Link } from 'wouter';
import { StateTag } from '../../components/console';
import { useApi } from '../../components/use-api';
import { href } from '../../routes';
import { m } from './merchant-strings';

const QS = {
  waiting: '等待审核',
  uploaded: (n: number) =>
    `资质证书已上传（${n} 份），等待平台审核。审核通过前，店铺、服务和文章都不对外展示；审核结果会以站内信通知您。`,
  none: '还没有上传资质证书：上传 CMA / CNAS 证书后，平台开始审核您的入驻申请。',
  upload: '去上传',
} as const;

/**
 * What a lab waiting for its onboarding review (待审核) is waiting for: with a certificate
 * uploaded, 等待审核; without one, that it must upload one first. `count` is the lab's number of
 * certificates when the page knows it (资质管理); otherwise the note asks for it.
 */
export function ReviewWaitNote({ count, here = false }: { count?: number; here?: boolean }) {
  const asked = useApi('merchant_qualification/get', count === undefined ? { page: 1, limit: 1 } : null);
  const n = count ?? asked.data?.total;
  if (n === undefined) return null;
  if (!n)
    return (
      <p class="mc-note is-rejected" role="note">
        {QS.none} {!here && <Link href={href('/merchant/qualification')}>{QS.upload}</Link>}
      </p>
    );
  return (
    <p class="mc-note" role="note">
      <StateTag state="pending" label={QS.waiting} /> {QS.uploaded(n)}
      {!here && (
        <>
          {' '}
          <Link href={href('/merchant/qualification')}>{m.qualifications}</Link>
        </>
      )}
    </p>
  );
}
