import { AGREEMENT_PAGES } from '../../components/article/content-strings';
import { StaticPageView } from '../../components/article/static-page-view';
import { AgreementLinks } from './agreement-links';

/** 商家入驻协议: the agreement's text comes from the server (page/info). */
export default function AgreementAddindexPage() {
  return (
    <StaticPageView
      id={AGREEMENT_PAGES.merchant}
      crumbs={[]}
      footer={<AgreementLinks current="merchant" />}
    />
  );
}
