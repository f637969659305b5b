import { Link } from 'wouter';
import { t } from '../../../core';
import { href } from '../../routes';
import { s } from '../../strings';

export interface ErrorPageProps {
  /** HTTP-like status shown big; 500 by default. */
  status?: number;
  /** The error's message; the default text when none. */
  message?: string;
}

/** A status code and its message, with ways out. */
export function ErrorView({ status = 500, message, title }: ErrorPageProps & { title?: string }) {
  return (
    <div class="sf-container sf-error-page">
      <p class="sf-error-page__code">{status}</p>
      <h1>{title ?? message ?? t('error.default')}</h1>
      {title && <p class="sf-muted">{message}</p>}
      <div class="sf-error-page__actions">
        <button type="button" class="sf-btn sf-btn--ghost" onClick={() => location.reload()}>
          {s.refresh}
        </button>
        <Link href={href('/home')} class="sf-btn sf-btn--primary">
          {s.backHome}
        </Link>
      </div>
    </div>
  );
}

/** The error page: what failed, or 抱歉，页面好像飞走了，请尝试刷新或返回首页. */
export default function ErrorPage({ status = 500, message }: ErrorPageProps) {
  return <ErrorView status={status} message={message || t('error.default')} />;
}

/** A thrown value as the error page's props: its status when it has one, its message. */
export function errorProps(error: unknown): ErrorPageProps {
  const e = error as { status?: unknown; httpStatus?: unknown; message?: unknown } | null;
  const code = Number(e?.httpStatus ?? e?.status);
  return {
    status: Number.isInteger(code) && code >= 400 && code < 600 ? code : 500,
    message: typeof e?.message === 'string' && e.message ? e.message : undefined,
  };
}
