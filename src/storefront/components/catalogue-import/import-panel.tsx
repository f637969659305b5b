import './import-panel.css';
import { type ReactNode, useState } from 'react';
import { formatPrice } from '../../../core';
import type { ImportReport, ImportResult } from '../../../core/api/contract/models-import';
import {
  IMPORT_COLUMNS,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  importTemplate,
} from '../../../core/rules/catalogue-import';
import { ConfirmDialog } from '../confirm-dialog';
import { useSubmit } from '../use-submit';

/** The template as a data link: UTF-8 with BOM, for Excel. */
const templateHref = () => `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${importTemplate()}`)}`;

export interface ImportPanelProps {
  /** Whose shop the services go to, for the confirmation ('' while none is chosen). */
  target: string;
  /** Above the file field: the console's lab picker. */
  children?: ReactNode;
  dryRun: (file: File) => Promise<ImportReport>;
  commit: (file: File) => Promise<ImportResult>;
  /** After a commit: where the imported services are seen. */
  after: ReactNode;
}

/**
 * 批量导入: choose or paste a CSV, 校验 lists every error by row and column,
 * 确认导入 (after a clean check of the same content, and a confirmation) imports all or nothing.
 */
export function ImportPanel({ target, children, dryRun, commit, after }: ImportPanelProps) {
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState('');
  const [report, setReport] = useState<ImportReport | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const { run: submit, busy, error, setError } = useSubmit();
  const [confirming, setConfirming] = useState(false);

  const source = (): File | string => {
    if (file) return file;
    if (!pasted.trim()) return IMPORT_MESSAGES.missing;
    return new File([pasted], 'paste.csv', { type: 'text/csv' });
  };
  const changed = () => {
    setReport(null);
    setResult(null);
    setError('');
  };
  const check = async () => {
    const f = source();
    changed();
    if (typeof f === 'string') return setError(f);
    if (f.size > IMPORT_LIMITS.bytes) return setError(IMPORT_MESSAGES.tooLarge);
    const checked = await submit(() => dryRun(f));
    if (checked) setReport(checked);
  };
  const run = async () => {
    const f = source();
    if (typeof f === 'string') return;
    const done = await submit(() => commit(f));
    if (done) {
      setResult(done);
      setReport(null);
    }
    setConfirming(false);
  };
  const clean = !!report && report.errors.length === 0 && report.preview.length > 0;

  return (
    <div class="ci-panel">
      <details class="ci-columns">
        <summary>导入说明与表头（共 {IMPORT_COLUMNS.length} 列）</summary>
        <p class="mc-hint">
          UTF-8 编码的 CSV，第 1 行为表头，每行一项服务；最多 {IMPORT_LIMITS.rows} 行、1
          MB。含逗号或换行的内容请用英文双引号括起。 导入后服务进入「待审核」，图片请在服务管理中补充。
        </p>
        <ul>
          {IMPORT_COLUMNS.map((c) => (
            <li key={c.header}>
              <code>{c.header}</code>
              {c.required ? '（必填）' : ''}：{c.hint}
            </li>
          ))}
        </ul>
        <a class="sf-btn sf-btn--ghost sf-btn--sm" href={templateHref()} download="服务导入模板.csv">
          下载模板
        </a>
      </details>
      {children}
      <form
        class="ci-form"
        aria-label="导入文件"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy && target) void check();
        }}
      >
        <div class="ci-source">
          <label class="sf-field">
            <span>选择 CSV 文件</span>
            <input
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => {
                setFile((e.currentTarget as HTMLInputElement).files?.[0] ?? null);
                changed();
              }}
            />
          </label>
          <label class="sf-field">
            <span>或粘贴 CSV 内容{file ? '（已选择文件时以文件为准）' : ''}</span>
            <textarea
              value={pasted}
              placeholder={`${IMPORT_COLUMNS.slice(0, 4)
                .map((c) => c.header)
                .join(',')},…`}
              onInput={(e) => {
                setPasted((e.currentTarget as HTMLTextAreaElement).value);
                changed();
              }}
            />
          </label>
        </div>
        <div class="mc-actions">
          <button type="submit" class="sf-btn sf-btn--ghost" disabled={busy || !target}>
            校验
          </button>
          <button
            type="button"
            class="sf-btn sf-btn--primary"
            disabled={busy || !clean}
            onClick={() => setConfirming(true)}
          >
            确认导入
          </button>
        </div>
      </form>
      {error && (
        <p class="mc-error" role="alert">
          {error}
        </p>
      )}
      {result && (
        <div class="ci-done" role="status">
          已为「{result.merchant_name}」导入 {result.imported} 项服务，状态为待审核，审核通过后上架。{after}
        </div>
      )}
      {report && <ReportView report={report} />}
      <ConfirmDialog
        open={confirming}
        title="确认导入"
        message={`将为「${report?.merchant_name ?? target}」导入 ${report?.preview.length ?? 0} 项服务并提交平台审核，确认导入？`}
        confirmText="确认导入"
        busy={busy}
        onConfirm={run}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

function ReportView({ report }: { report: ImportReport }) {
  const bad = report.errors.length > 0;
  return (
    <section aria-label="校验结果" class="ci-panel">
      <p class={`ci-summary ${bad ? 'is-bad' : 'is-good'}`} role="status">
        {bad
          ? `共 ${report.rows} 行服务，发现 ${report.errors.length} 处错误，请修正后重新校验（有错误时不会导入任何服务）`
          : `共 ${report.rows} 行服务，校验通过，可以导入`}
      </p>
      <div class="ci-scroll">
        {bad ? (
          <table class="mc-table">
            <thead>
              <tr>
                <th>行</th>
                <th>列</th>
                <th>问题</th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((e, i) => (
                <tr key={`${e.row}-${i}`}>
                  <td data-label="行">{e.row ? `第 ${e.row} 行` : '文件'}</td>
                  <td data-label="列">{e.column || '—'}</td>
                  <td data-label="问题">{e.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <table class="mc-table">
            <thead>
              <tr>
                <th>行</th>
                <th>服务名称</th>
                <th>服务类型</th>
                <th class="mc-num">起价（元）</th>
                <th class="mc-num">选项</th>
              </tr>
            </thead>
            <tbody>
              {report.preview.map((p) => (
                <tr key={p.row}>
                  <td data-label="行">第 {p.row} 行</td>
                  <td data-label="服务名称">{p.name}</td>
                  <td data-label="服务类型">{p.servics_name}</td>
                  <td class="mc-num" data-label="起价（元）">
                    {formatPrice(p.min_price)}
                  </td>
                  <td class="mc-num" data-label="选项">
                    {p.options}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
