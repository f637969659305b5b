/**
 * The first week of new users, across pages: each test follows one person from the page where a
 * need arises to the page that meets it, at 1366 and 390 px. The steps of each flow live in
 * `./first-week/<flow>.ts`; this file only orders them.
 */
import { describe, it } from 'vitest';
import { useBrowser } from '../support/fixture';
import { addonQuantity } from './first-week/addon';
import { compareFromSearchAndDetail } from './first-week/compare';
import {
  addressInputs,
  buyNowOutsideCart,
  headerKeyboard,
  ordersFitPhone,
  twinInvoiceTitle,
} from './first-week/finish';
import { invoiceDownloadedAndMailed } from './first-week/invoice';
import { labReadsLetters } from './first-week/lab-letters';
import { ratingWithReply } from './first-week/rating';
import { sampleAddressOnOrder } from './first-week/sample';
import { signingWithoutAccount } from './first-week/signing';
import { evidenceFromOrder, reportVerifiedWithFacts } from './first-week/verify';

/**
 * The order follows its stages: the flows about one order share it (first-week/demo-order.ts
 * sharedOrderAt), from 待寄样 to its report to 已完成, and the other flows run between the ones
 * that sign, since the demo buyer's and lab's mobiles get one signing code a minute (a signing
 * flow may still wait out the last one's minute, hence the longer limit).
 */
describe('the first week', { timeout: 180_000 }, () => {
  const b = useBrowser();
  // each flow adds one `it(…)` here that calls its steps in ./first-week/<flow>.ts with `b`

  it('a buyer told to send a sample sees where, with a copy button; the lab sets it in 店铺设置', () =>
    sampleAddressOnOrder(b));

  it('a buyer downloads the issued e-invoice as a PDF, and it is mailed to the 收票邮箱', () =>
    invoiceDownloadedAndMailed(b));

  it("the order's evidence links look up on /blockchain, by evidence and order number; an unknown number is 未找到, not red", () =>
    evidenceFromOrder(b));

  it('a report verified by number shows what the paper must state, from a deep link and from the order, at 1366 and 390', () =>
    reportVerifiedWithFacts(b));

  it('a buyer rates a completed service and asks 申请售后; the lab replies; the service shows both', () =>
    ratingWithReply(b));

  it('a visitor compares services added from the search list and detail pages, 4 at most, at 1366 and 390', () =>
    compareFromSearchAndDetail(b));

  it('an add-on (单项加测) is bought by the item: a quantity on the detail page and in the cart, priced by it, at 1366 and 390', () =>
    addonQuantity(b));

  it('a new buyer signs from 支付成功: the e-sign setup comes pre-filled, and signing returns to the order', () =>
    signingWithoutAccount(b));

  it('inputs: a full-width mobile is saved as digits and masked like the header, 详细地址 counts to 120, at 390', () =>
    addressInputs(b));

  it('inputs: the same invoice title and tax number cannot be saved twice, at 1366', () =>
    twinInvoiceTitle(b));

  it('立即购买 settles one item and leaves the cart empty, at 1366 and 390', () => buyNowOutsideCart(b));

  it('the header: skip link first, hot words one tab stop, suggestions close when Enter searches, at 1366', () =>
    headerKeyboard(b));

  it('my orders at 390: the status tabs wrap, the steps run down the page, the 待付款 badge keeps the width', () =>
    ordersFitPhone(b));

  it('a lab signs in to its workbench, follows a tile, and reads its letters from the badge at 1366 and 390', () =>
    labReadsLetters(b));
});
