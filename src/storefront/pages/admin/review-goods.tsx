import './review-goods.css';
import type { ReviewGoods as Listing } from '../../../core/api/contract/models-operator';
import { ListTable } from '../../components/console';
import { RichText } from '../../components/rich-text';

/**
 * A service as buyers would see it once listed (服务上架): its cover and pictures, each option
 * group by name with its options and prices, and the details as the detail page renders them.
 */
export function ReviewGoods({ goods }: { goods: Listing }) {
  const pictures = goods.pictures.filter((p) => p !== goods.cover);
  return (
    <div class="ad-goods">
      <section aria-labelledby="ad-goods-cover">
        <h2 id="ad-goods-cover" class="ad-goods__title">
          封面与图片
        </h2>
        <div class="ad-goods__pics">
          <figure class="ad-goods__pic">
            <img src={goods.cover} alt="服务封面" />
            <figcaption>封面</figcaption>
          </figure>
          {pictures.map((p, i) => (
            <figure class="ad-goods__pic" key={p}>
              <img src={p} alt={`服务图片 ${i + 1}`} />
              <figcaption>图片 {i + 1}</figcaption>
            </figure>
          ))}
        </div>
      </section>
      <section aria-labelledby="ad-goods-options">
        <h2 id="ad-goods-options" class="ad-goods__title">
          服务选项与价格
        </h2>
        {goods.groups.length ? (
          goods.groups.map((g) => (
            <div class="ad-goods__group" key={g.name}>
              <h3 class="ad-goods__group-name">
                {g.name}（{g.options.length} 项）
              </h3>
              <ListTable
                label={g.name}
                rows={g.options}
                rowKey={(o) => o.name}
                columns={[
                  { head: '选项', cell: (o) => o.name },
                  { head: '价格（元）', cell: (o) => `¥${o.price}`, num: true },
                ]}
              />
            </div>
          ))
        ) : (
          <p class="mc-note">未设置服务选项</p>
        )}
      </section>
      <section aria-labelledby="ad-goods-content">
        <h2 id="ad-goods-content" class="ad-goods__title">
          服务详情
        </h2>
        {goods.content ? (
          <RichText html={goods.content} class="ad-goods__content" />
        ) : (
          <p class="mc-note">未填写服务详情</p>
        )}
      </section>
    </div>
  );
}
