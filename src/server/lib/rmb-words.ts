const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const SMALL = ['', '拾', '佰', '仟'];
const BIG = ['', '万', '亿', '万亿'];

/** One group of four digits (0–9999) in 大写, with the zeros a cheque writes inside it. */
function group(n: number): string {
  let out = '';
  let zero = false;
  for (let i = 3; i >= 0; i--) {
    const d = Math.floor(n / 10 ** i) % 10;
    if (d === 0) {
      zero = out !== '';
    } else {
      if (zero) out += '零';
      out += DIGITS[d]! + SMALL[i]!;
      zero = false;
    }
  }
  return out;
}

/**
 * An amount in fen as the 大写 金额 of a Chinese payment document (人民币壹万贰仟叁佰元整,
 * 人民币叁佰元零伍分): what a bank clerk checks the figures against.
 */
export function rmbWords(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`not an amount in fen: ${fen}`);
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cents = fen % 10;
  let int = '';
  if (yuan > 0) {
    const groups: number[] = [];
    for (let y = yuan; y > 0; y = Math.floor(y / 10_000)) groups.push(y % 10_000);
    let pendingZero = false;
    for (let i = groups.length - 1; i >= 0; i--) {
      const g = groups[i]!;
      if (g === 0) {
        pendingZero = int !== '';
        continue;
      }
      // a gap of a whole group, or a group under 1000 after a higher one, is read with 零
      if (int !== '' && (pendingZero || g < 1000)) int += '零';
      int += group(g) + BIG[i]!;
      pendingZero = false;
    }
    int += '元';
  }
  let dec = '';
  if (jiao === 0 && cents === 0) dec = '整';
  else {
    if (jiao > 0) dec += `${DIGITS[jiao]}角`;
    else if (yuan > 0) dec += '零';
    if (cents > 0) dec += `${DIGITS[cents]}分`;
    else dec += '整';
  }
  if (!int && dec === '整') return '人民币零元整';
  return `人民币${int}${dec}`;
}
