/** Money is kept in fen (integers) and shown in yuan with two decimals. */
export const fenToYuan = (fen: number): number => Math.round(fen) / 100;

export const yuanToFen = (yuan: number): number => Math.round(yuan * 100);
