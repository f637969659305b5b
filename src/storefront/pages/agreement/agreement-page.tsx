import { AGREEMENT_PAGES } from '../../components/article/content-strings';
import { StaticPageView } from '../../components/article/static-page-view';
import { AgreementLinks } from './agreement-links';

/** 用户服务协议: the agreement's text comes from the server (page/info). */
export default function AgreementPage() {
  return <StaticPageView id={AGREEMENT_PAGES.user} crumbs={[]} footer={<AgreementLinks current="user" />} />;
}
