/**
 * THE widget registry (see docs/architecture.md#the-three-tables): every custom element as plain
 * data. It drives the
 * element definitions (define.ts), custom-elements.json (scripts/widgets-manifest.ts) and the
 * widget build and its size budget (vite.widgets.config.ts, scripts/check-size.ts); the demo
 * pages are hand-written HTML that use the tags.
 * No DOM and no imports, so Node scripts can read it.
 */
export interface AttributeDef {
  name: string;
  /** The component prop it feeds (r2wc maps the dashed attribute to this). */
  prop: string;
  type: 'string' | 'number';
  values?: readonly string[];
  default?: string;
  description: string;
}

export interface EventDef {
  name: string;
  detail: string;
  cancelable?: boolean;
  description: string;
}

export interface NamedDef {
  name: string;
  description: string;
  default?: string;
}

export interface WidgetDef {
  className: string;
  module: string;
  description: string;
  attributes: readonly AttributeDef[];
  /** JS properties (each attribute is reflected as a property of its prop name). */
  properties: readonly NamedDef[];
  events: readonly EventDef[];
  parts: readonly NamedDef[];
  cssProperties: readonly NamedDef[];
  /** The live examples of the embedding guide (scripts/widgets-guide.ts): attribute sets. */
  examples: readonly Readonly<Record<string, string>>[];
}

const themeProperties: readonly NamedDef[] = [
  { name: '--tic-primary', default: '#1a62d6', description: 'Primary colour (buttons, links, focus rings).' },
  { name: '--tic-radius', default: '4px', description: 'Corner radius of buttons, inputs and popovers.' },
  {
    name: '--tic-font',
    default: '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
    description: 'Font family.',
  },
];

const searchEvent: EventDef = {
  name: 'tic-search',
  detail: "{ keyword: string; type: 'goods' | 'merchant' }",
  cancelable: true,
  description:
    "A search was submitted. Unless cancelled, the page goes to STOREFRONT/searchResult?skw=…&stype=…; from another origin a logged-in visitor's login goes along as a single-use code, never as the session token.",
};

const typeAttribute: AttributeDef = {
  name: 'type',
  prop: 'type',
  type: 'string',
  values: ['goods', 'merchant'],
  default: 'goods',
  description: 'Search type: goods (服务) or merchant (商家).',
};

export const widgetRegistry = {
  'tic-search-bar': {
    className: 'TicSearchBar',
    module: 'src/widgets/search-bar/search-bar.tsx',
    description:
      'Search bar: 服务/商家 selector, keyword input and 搜索 button. An empty search on the storefront result page returns to /home.',
    attributes: [
      typeAttribute,
      { name: 'keyword', prop: 'keyword', type: 'string', description: 'Initial keyword in the input.' },
    ],
    properties: [
      { name: 'type', description: 'Same as the type attribute.' },
      { name: 'keyword', description: 'Same as the keyword attribute.' },
    ],
    events: [searchEvent],
    parts: [
      { name: 'root', description: 'Outer wrapper.' },
      { name: 'form', description: 'The bordered search box.' },
      { name: 'select', description: 'The 服务/商家 selector.' },
      { name: 'input', description: 'The keyword input.' },
      { name: 'button', description: 'The 搜索 button.' },
    ],
    cssProperties: themeProperties,
    examples: [{}],
  },
  'tic-hot-words': {
    className: 'TicHotWords',
    module: 'src/widgets/hot-words/hot-words.tsx',
    description:
      '热门搜索: the hot words of a type on one line, the rest clipped; a word runs the search with it.',
    attributes: [
      typeAttribute,
      {
        name: 'limit',
        prop: 'limit',
        type: 'number',
        default: '20',
        description: 'How many words to load (1–100).',
      },
    ],
    properties: [
      { name: 'type', description: 'Same as the type attribute.' },
      { name: 'limit', description: 'Same as the limit attribute.' },
    ],
    events: [searchEvent],
    parts: [
      { name: 'root', description: 'Outer wrapper.' },
      { name: 'label', description: 'The 热门搜索 label.' },
      { name: 'list', description: 'The one-line list of words.' },
      { name: 'word', description: 'Each hot word button.' },
    ],
    cssProperties: themeProperties,
    examples: [{ limit: '8' }],
  },
  'tic-mini-cart': {
    className: 'TicMiniCart',
    module: 'src/widgets/mini-cart/mini-cart.tsx',
    description:
      'Cart button with count badge; on hover or focus a popover lists the items (image, name, remark, price, remove), total, count and 去购物车结算. Hidden for merchants and experts; logged-out visitors are led to login.',
    attributes: [],
    properties: [],
    events: [
      {
        name: 'tic-cart-change',
        detail: '{ count: number; total: number }',
        description: 'The cart count or total changed (load, add, remove, login, logout).',
      },
    ],
    parts: [
      { name: 'root', description: 'Outer wrapper.' },
      { name: 'button', description: 'The cart button (a link to /shopcar or /login).' },
      { name: 'badge', description: 'The count badge.' },
      { name: 'popover', description: 'The popover (388 px wide).' },
      { name: 'list', description: 'The item list (at most 330 px high, scrolls).' },
      { name: 'item', description: 'One cart item.' },
      { name: 'remove', description: 'The remove icon button of an item.' },
      { name: 'total', description: 'The total price.' },
      { name: 'settle', description: 'The 去购物车结算 link.' },
      { name: 'empty', description: 'The empty-cart message.' },
      { name: 'toast', description: 'The message of this widget’s last action.' },
    ],
    cssProperties: themeProperties,
    examples: [{}],
  },
  'tic-shop-follow': {
    className: 'TicShopFollow',
    module: 'src/widgets/shop-follow/shop-follow.tsx',
    description:
      '关注 / 已关注 toggle for one shop. Merchants get 请以买家身份登录后操作; logged-out visitors are asked to log in. Buttons of one shop change together.',
    attributes: [
      { name: 'merchant-id', prop: 'merchantId', type: 'number', description: 'The shop (merchant) id.' },
    ],
    properties: [{ name: 'merchantId', description: 'Same as the merchant-id attribute.' }],
    events: [
      {
        name: 'tic-follow-change',
        detail: '{ merchantId: number; followed: boolean }',
        description: 'This shop became followed or unfollowed.',
      },
    ],
    parts: [
      { name: 'root', description: 'Outer wrapper.' },
      { name: 'button', description: 'The toggle button (aria-pressed).' },
      { name: 'toast', description: 'The message of this widget’s last action.' },
    ],
    cssProperties: themeProperties,
    examples: [{ 'merchant-id': '4' }],
  },
  'tic-login-status': {
    className: 'TicLoginStatus',
    module: 'src/widgets/login-status/login-status.tsx',
    description:
      'Header login status: 请先登录 / 免费注册 when logged out; the masked mobile with the role’s dropdown and 退出登录 when logged in; 在线客服 from config; the welcome notice (still, ending in … when it does not fit; whole in its title).',
    attributes: [],
    properties: [],
    events: [
      {
        name: 'tic-session-change',
        detail: '{ type: 0 | 1 | 2 | 3; loggedIn: boolean }',
        description:
          'Login state changed (login, logout, another tab, an expired token). type is 0 when logged out.',
      },
    ],
    parts: [
      { name: 'root', description: 'Outer wrapper.' },
      { name: 'notice', description: 'The welcome notice (width: --tic-notice-width, default 360px).' },
      { name: 'login', description: 'The 请先登录 link.' },
      { name: 'register', description: 'The 免费注册 link.' },
      { name: 'account', description: 'The masked mobile that opens the dropdown.' },
      { name: 'menu', description: 'The dropdown.' },
      { name: 'logout', description: 'The 退出登录 button.' },
      { name: 'service', description: 'The 在线客服 link.' },
      { name: 'toast', description: 'The message of this widget’s last action.' },
    ],
    cssProperties: themeProperties,
    examples: [{}],
  },
  'tic-add-to-cart': {
    className: 'TicAddToCart',
    module: 'src/widgets/add-to-cart/add-to-cart.tsx',
    description:
      'One service’s catalogue price and 加入购物车 (mode="buy": 立即购买, which adds it and lands on the storefront’s settlement of that item). Options are the attributes’, else the first of each required group. Logged-out visitors are led to login; merchants and experts see 请以买家身份登录后操作.',
    attributes: [
      { name: 'goods-id', prop: 'goodsId', type: 'number', description: 'The service (goods) id.' },
      {
        name: 'service-content-id',
        prop: 'serviceContentId',
        type: 'number',
        description: 'The chosen service content (goods/info serviceContent id); default the first.',
      },
      {
        name: 'training-form-id',
        prop: 'trainingFormId',
        type: 'number',
        description: 'The chosen training form (trainingForm id); default the first.',
      },
      {
        name: 'approval-logo-id',
        prop: 'approvalLogoId',
        type: 'number',
        description: 'The chosen approval logo (approvalLogo id); optional.',
      },
      {
        name: 'sales-promotion-unit',
        prop: 'salesPromotionUnit',
        type: 'string',
        values: ['online_wages', 'spot_wages', 'project_package_price'],
        description: 'For 培训 and 咨询 services: the unit bought by; default the first offered.',
      },
      {
        name: 'mode',
        prop: 'mode',
        type: 'string',
        values: ['cart', 'buy'],
        default: 'cart',
        description: 'cart: 加入购物车; buy: 立即购买 (to the settlement page).',
      },
    ],
    properties: [
      { name: 'goodsId', description: 'Same as the goods-id attribute.' },
      { name: 'serviceContentId', description: 'Same as the service-content-id attribute.' },
      { name: 'trainingFormId', description: 'Same as the training-form-id attribute.' },
      { name: 'approvalLogoId', description: 'Same as the approval-logo-id attribute.' },
      { name: 'salesPromotionUnit', description: 'Same as the sales-promotion-unit attribute.' },
      { name: 'mode', description: 'Same as the mode attribute.' },
    ],
    events: [
      {
        name: 'tic-cart-change',
        detail: '{ count: number; total: number }',
        description: 'The service was added: the cart’s new count and total.',
      },
    ],
    parts: [
      { name: 'root', description: 'Outer wrapper.' },
      { name: 'price', description: 'The catalogue price of the chosen options.' },
      { name: 'button', description: 'The 加入购物车 / 立即购买 button.' },
      { name: 'note', description: 'Why a merchant or expert cannot buy.' },
      { name: 'toast', description: 'The message of this widget’s last action.' },
    ],
    cssProperties: themeProperties,
    examples: [
      { 'goods-id': '5', 'service-content-id': '501' },
      { 'goods-id': '1', mode: 'buy' },
    ],
  },
} as const satisfies Record<string, WidgetDef>;

export type WidgetTag = keyof typeof widgetRegistry;
export const widgetTags = Object.keys(widgetRegistry) as WidgetTag[];

/** The size budget of all widgets together, gzip. */
export const widgetBundle = {
  dir: 'dist/widgets',
  iife: 'tic-widgets.js',
  esm: 'tic-widgets.mjs',
  manifest: 'custom-elements.json',
  maxGzipBytes: 22 * 1024,
} as const;
