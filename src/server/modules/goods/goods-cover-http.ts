import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { GOODS_STATUS_CODE } from '../../../core/rules/goods-states';
import type { Db } from '../../db';
import { goods, serviceTypes } from '../../db/schema';
import { applySecurityHeaders } from '../../lib/security-headers';
import { toPositiveInt } from '../../lib/validation';
import { coverSvg } from './goods-cover';

/** Only a service that has been public shows its name: a draft's cover names its type alone. */
const WAS_PUBLIC: readonly number[] = [GOODS_STATUS_CODE.on_sale, GOODS_STATUS_CODE.off_shelf];

/**
 * GET /files/cover/:id.svg — the cover drawn from a service's data (goods-cover.ts), for anyone,
 * inline, cacheable for an hour by browsers and a CDN, revalidated by ETag after a rename.
 */
export function mountGoodsCovers(app: Hono, db: Db): void {
  app.get('/files/cover/:file', async (c) => {
    const id = toPositiveInt(/^(\d{1,10})\.svg$/.exec(c.req.param('file'))?.[1]);
    const [row] =
      id === null
        ? []
        : await db
            .select({
              name: goods.name,
              status: goods.status,
              type: goods.servicsId,
              typeName: serviceTypes.name,
              standards: goods.standards,
            })
            .from(goods)
            .innerJoin(serviceTypes, eq(serviceTypes.id, goods.servicsId))
            .where(eq(goods.id, id));
    if (!row || id === null) {
      const res = c.text('文件不存在', 404);
      applySecurityHeaders(res.headers, 'api');
      return res;
    }
    const svg = coverSvg({
      id,
      name: WAS_PUBLIC.includes(row.status) ? row.name : '',
      type: row.type,
      typeName: row.typeName,
      standard: row.standards[0] ?? null,
    });
    const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 16)}"`;
    const headers = { ETag: etag, 'Cache-Control': 'public, max-age=3600' };
    const res =
      c.req.header('If-None-Match') === etag
        ? c.body(null, 304, headers)
        : c.body(svg, 200, { ...headers, 'Content-Type': 'image/svg+xml; charset=utf-8' });
    applySecurityHeaders(res.headers, 'api');
    res.headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
    return res;
  });
}
