import { t } from '../../../core';
import { s } from '../../strings';
import { ErrorView } from './error-page';

/** Unknown routes: 页面不存在 with status 404 and a way back to /home. */
export default function NotFoundPage() {
  return <ErrorView status={404} title={t('error.notFound')} message={s.notFoundHint} />;
}
