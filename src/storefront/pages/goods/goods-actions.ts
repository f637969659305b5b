/**
 * What the goods detail's buttons do (加入购物车, 立即购买, 收藏): a chunk of its own that the page
 * loads once it has rendered, so the cart's and the collection's actions do not weigh on its
 * first render (the first-render budget, scripts/first-render-pages.ts).
 */
export { addToCart } from '../../../core/stores/cart/actions';
export { toggleCollectGoods } from '../../../core/stores/collected-goods/actions';
export { noteAdded } from '../../components/cart/new-in-cart';
