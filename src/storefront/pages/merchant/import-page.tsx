import '../../components/confirm-dialog.css';
import '../../components/console/console.css';
import { Link } from 'wouter';
import { api } from '../../../core';
import { ImportPanel } from '../../components/catalogue-import/import-panel';
import { href } from '../../routes';

/**
 * 批量导入 (/merchant/import): the lab's own services from a CSV, checked first; a file with any
 * error stores nothing. The server's quota (import-quota.ts) is said before the lab tries.
 */
export default function MerchantImportPage() {
  return (
    <section class="mc-card" aria-labelledby="mc-import">
      <div class="mc-card__head">
        <h1 id="mc-import" class="mc-title">
          批量导入服务
        </h1>
      </div>
      <p class="mc-hint">每小时最多导入 3 次；待审核的服务最多 500 项，超出请等待平台审核后再导入。</p>
      <ImportPanel
        target="本店"
        dryRun={(file) => api.call('merchant_import/dryRun', { file })}
        commit={(file) => api.call('merchant_import/commit', { file })}
        after={
          <Link href={href('/merchant/goods')} class="sf-link">
            前往服务管理查看
          </Link>
        }
      />
    </section>
  );
}
