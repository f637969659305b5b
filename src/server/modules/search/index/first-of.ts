/**
 * The first `n` of `items` in `order`, sorted: a full sort when that is most of them, else one
 * pass keeping the best n in a heap (a broad word on 100,000 services: 90,000 goods, 40 wanted).
 */
export function firstOf<T>(items: T[], n: number, order: (a: T, b: T) => number): T[] {
  if (n <= 0) return [];
  if (items.length <= n * 4) return items.sort(order).slice(0, n);
  // a max-heap by `order`: its root is the worst of the kept
  const heap: T[] = [];
  const worse = (i: number, j: number) => order(heap[i]!, heap[j]!) > 0;
  const swap = (i: number, j: number) => {
    const t = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = t;
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && worse(l, m)) m = l;
      if (r < heap.length && worse(r, m)) m = r;
      if (m === i) return;
      swap(i, m);
      i = m;
    }
  };
  for (const item of items) {
    if (heap.length < n) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
    } else if (order(item, heap[0]!) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(order);
}
