import { useState } from 'react';
import { Link } from 'wouter';
import { api } from '../../../core';
import { ImportPanel } from '../../components/catalogue-import/import-panel';
import { Field, inputValue } from '../../components/console';
import { useApi } from '../../components/use-api';
import { href } from '../../routes';

/** 服务导入 (/admin/import, 管理员 and 内容编辑): a CSV of services for a named lab, reviewed as usual. */
export default function AdminImportPage() {
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<{ id: number; name: string } | null>(null);
  const labs = useApi('merchant/get', { page: 1, limit: 50, keyword: keyword || undefined });
  const list = labs.data?.list ?? [];
  return (
    <section class="mc-card" aria-labelledby="ad-import">
      <h1 id="ad-import" class="mc-title">
        服务导入
      </h1>
      <ImportPanel
        target={chosen?.name ?? ''}
        dryRun={(file) => api.call('operator_import/dryRun', { file, merchant_id: chosen!.id })}
        commit={(file) => api.call('operator_import/commit', { file, merchant_id: chosen!.id })}
        after={
          <Link href={href('/admin/review', { kind: 'goods' })} class="sf-link">
            前往审核管理
          </Link>
        }
      >
        <div class="mc-row">
          <Field label="查找服务机构">
            <input
              value={keyword}
              maxLength={50}
              placeholder="机构名称"
              onInput={(e) => setKeyword(inputValue(e).trim())}
            />
          </Field>
          <Field label="导入到" hint={chosen ? '' : '请先选择服务机构'}>
            <select
              value={chosen ? String(chosen.id) : ''}
              onChange={(e) => {
                const id = Number(inputValue(e));
                const lab = list.find((m) => m.id === id);
                setChosen(lab ? { id: lab.id, name: lab.org_name } : null);
              }}
            >
              <option value="">请选择服务机构</option>
              {chosen && !list.some((m) => m.id === chosen.id) && (
                <option value={chosen.id}>{chosen.name}</option>
              )}
              {list.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.org_name}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </ImportPanel>
    </section>
  );
}
