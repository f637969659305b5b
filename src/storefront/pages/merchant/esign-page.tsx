import '../../components/sheet.css';
import '../../components/order/order.css';
import '../contract/contract.css';
import { SealManager } from '../contract/seal-manager';
import { SignAccountBlock } from '../contract/sign-account';

/**
 * 电子签章 of the merchant centre: the lab's e-signature account and seals, the same blocks as the
 * buyer's /home/contract/agreement (one module on the server, keyed by account). The default seal
 * is the one stamped as 乙方 on the lab's contracts.
 */
export default function MerchantEsignPage() {
  return (
    <div class="sf-sheet sf-od-page">
      <div class="sf-od-toolbar">
        <h1 class="sf-sheet__title sf-od-title">电子签章</h1>
      </div>
      <p class="sf-muted">实验室的默认印章将作为乙方签章，出现在本店所有新签署的合同上。</p>
      <SignAccountBlock />
      <SealManager />
    </div>
  );
}
