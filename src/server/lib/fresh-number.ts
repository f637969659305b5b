/**
 * A row inserted under a number drawn at random (order, payment, contract numbers): `insert`
 * draws a number and inserts with ON CONFLICT DO NOTHING, answering no row when the number was
 * taken; it is drawn again, at most `tries` times. Undefined when every draw was taken.
 */
export async function insertWithFreshNumber<T>(
  tries: number,
  insert: () => Promise<T[]>,
): Promise<T | undefined> {
  for (let i = 0; i < tries; i++) {
    const [row] = await insert();
    if (row) return row;
  }
  return undefined;
}
