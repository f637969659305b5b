import { AGREEMENT_PAGES } from '../../components/article/content-strings';
import { StaticPageView } from '../../components/article/static-page-view';
import { AgreementLinks } from './agreement-links';

/** 隐私政策: what personal information the marketplace keeps and why; the text comes from the server (page/info). */
export default function AgreementPrivacyPage() {
  return (
    <StaticPageView id={AGREEMENT_PAGES.privacy} crumbs={[]} footer={<AgreementLinks current="privacy" />} />
  );
}
