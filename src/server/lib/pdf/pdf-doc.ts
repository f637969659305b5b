import PDFDocument from 'pdfkit';
import { cjkFont } from './cjk-font';

export type PdfDoc = PDFKit.PDFDocument;

/** The name the CJK font is registered under in every document. */
export const CJK = 'cjk';

export interface PdfMeta {
  title: string;
  /**
   * The document's own date (signing, issue): it is the CreationDate, and pdfkit derives the
   * file /ID from the info dictionary, so the same document gives the same bytes every time.
   */
  date: Date;
}

/**
 * An A4 document whose text is the embedded CJK font (a subset with a ToUnicode map: readers
 * need no font of their own, text copies and searches, 𠮷 included). Pages are buffered so a
 * footer can say 共 N 页 once all are laid out.
 */
export function newPdf(meta: PdfMeta): PdfDoc {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    pdfVersion: '1.4',
    bufferPages: true,
    lang: 'zh-CN',
    // no default standard font: pdfkit would read its Helvetica metrics for nothing
    font: null as unknown as string,
    info: {
      Title: meta.title,
      Creator: 'TIC marketplace',
      Producer: 'TIC marketplace (PDFKit)',
      CreationDate: meta.date,
    },
  });
  doc.registerFont(CJK, cjkFont() as unknown as Uint8Array);
  doc.font(CJK);
  return doc;
}

/** Ends the document and answers its bytes (pdfkit writes synchronously into its stream). */
export function pdfBytes(doc: PdfDoc): Uint8Array {
  doc.end();
  const chunks: Buffer[] = [];
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) {
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}
